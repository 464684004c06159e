// Starts the stand-in backend from environment settings and prints how to use the demo.
// The listening line is parsed by scripts and tests: keep its wording.
import { DEFAULT_FIXTURE_PATH, startStubServer } from './server';

function portFrom(value: string | undefined): number {
  if (value === undefined || value === '') return 4400;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`STUB_PORT: not a port: ${value}`);
  return port;
}

export async function startFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const region = env.STUB_REGION === 'la' ? 'la' : 'th';
  const shapes = env.STUB_SHAPES === 'spec' ? 'spec' : 'default';
  const server = await startStubServer({
    port: portFrom(env.STUB_PORT),
    host: env.STUB_HOST || '127.0.0.1',
    fixturePath: env.STUB_FIXTURE || DEFAULT_FIXTURE_PATH,
    region,
    shapes,
    // One line of counts after each field report, for the developer of `npm start`.
    fieldReportsLog: env.STUB_FIELD_REPORTS_LOG === '1' ? (line) => console.log(line) : undefined,
    logger: env.STUB_LOG === '1',
  });
  const demo = server.store.fixture.members[0];
  console.log(`stub-api listening on http://127.0.0.1:${server.port}`);
  console.log(`  region ${region}; answers ${shapes === 'spec' ? 'as the specification gives them (STUB_SHAPES=spec)' : 'with extensions'}; demo login ${demo?.username ?? '-'} / ${demo?.password ?? '-'}`);
  console.log(`  demo OTP code ${server.store.settings.otpCode}; dev routes under /__dev/`);
  const stop = () => {
    void server.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
