// Starting and stopping the servers that `npm start` and the browser tests need, without a
// process manager: each child gets its own process group so stopping it stops its children too.
import { spawn } from 'node:child_process';
import net from 'node:net';

const children = new Set();

/** Starts a long-running command; its output is prefixed with its name. */
export function startProcess(name, command, args, { env = {}, quiet = false } = {}) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const relay = (stream, target) =>
    stream.on('data', (chunk) => {
      if (quiet) return;
      for (const line of chunk.toString().split('\n')) if (line.trim()) target.write(`[${name}] ${line}\n`);
    });
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (code && !stopping) console.error(`[${name}] exited with ${code ?? signal}`);
  });
  children.add(child);
  return child;
}

let stopping = false;

export function stopAll() {
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}
process.on('exit', stopAll);

/**
 * Resolves once the URL answers (any HTTP status, or only a 2xx one with `ok`), or rejects after
 * the timeout. `init` adds fetch options such as headers.
 */
export async function waitForUrl(url, { timeoutMs = 60_000, ok = false, init = {} } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(2000) });
      if (!ok || response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Resolves true when something already listens on the local port (IPv4 or IPv6 loopback). */
export function portInUse(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', (error) => resolve(error.code === 'EADDRINUSE' || error.code === 'EACCES'));
    probe.once('listening', () => probe.close(() => resolve(false)));
    probe.listen({ port, host, exclusive: true });
  });
}

/** Rejects when the child exits: for racing against a wait, so a crash is not waited out. */
export function exitOf(child, name) {
  return new Promise((_, reject) => {
    child.once('exit', (code, signal) => reject(new Error(`${name} stopped (${signal ?? `exit code ${code}`}) before it answered`)));
  });
}

/** Runs a command to completion with inherited output (in `cwd`, by default here); resolves with its exit code. */
export function run(command, args, { env = {}, cwd } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: 'inherit', cwd });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}
