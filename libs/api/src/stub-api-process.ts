// Starts the real stand-in API (tools/stub-api) on a random port for the api's integration tests.
// It runs as a child process, so the browser-side library never imports the server's code.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface StubApiProcess {
  url: string;
  /** Calls one of the stub's /__dev/ controls (reset, site flags, QR payment...). */
  dev: (route: string, body?: unknown) => Promise<unknown>;
  stop: () => Promise<void>;
}

const WORKSPACE = path.resolve(__dirname, '../../..');

export function startStubApi(env: Record<string, string> = {}): Promise<StubApiProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'tools/stub-api/src/main.ts'], {
    cwd: WORKSPACE,
    env: { ...process.env, STUB_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`stub-api did not start:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/stub-api listening on (http:\/\/\S+)/);
      if (!match) return;
      clearTimeout(timer);
      const url = match[1];
      resolve({
        url,
        dev: async (route, body) => {
          const response = await fetch(`${url}/__dev/${route}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body ?? {}),
          });
          return response.json();
        },
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`stub-api exited with ${code}:\n${output}`)));
  });
}
