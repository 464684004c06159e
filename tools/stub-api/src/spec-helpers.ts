// Test helpers: the real server in-process on a random port, a movable clock, and a small fetch
// client that always sends the client header.
import path from 'node:path';
import { CLIENT_HEADER } from '@wallet/api/contract';
import { startStubServer, type StubServer, type StubServerOptions } from './server';
import { loadFixture, type Fixture } from './store/fixture';
import type { MemberState } from './store/state';

export const FIXTURE_PATH = path.resolve(__dirname, '../fixtures/default.json');
export const DEMO = { username: '0812345678', password: 'demo1234', id: '64f0a1b2c3d4e5f601234567' } as const;

/** A Wednesday noon, so 'same day' and 'same week' checks never straddle a boundary by accident. */
export const WEDNESDAY_NOON = new Date(2025, 5, 11, 12, 0, 0).getTime();

export interface TestClock {
  now: number;
  advance(ms: number): void;
}

export interface TestServer extends StubServer {
  clock: TestClock;
  call(method: string, url: string, init?: CallInit): Promise<Answer>;
  login(username?: string, password?: string): Promise<string>;
  /** Clock back to WEDNESDAY_NOON, store back to the fixture; answers a fresh demo token. */
  fresh(): Promise<string>;
}

export interface CallInit {
  body?: unknown;
  /** Sent as is (not JSON-encoded): raw strings, FormData. */
  raw?: BodyInit;
  token?: string;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  // Tests read arbitrary fields of answers.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export async function startTestServer(
  overrides: Partial<Fixture> = {},
  options: Omit<StubServerOptions, 'fixture' | 'fixturePath'> = {},
): Promise<TestServer> {
  const clock: TestClock = {
    now: WEDNESDAY_NOON,
    advance(ms) {
      this.now += ms;
    },
  };
  const fixture = { ...loadFixture(FIXTURE_PATH), ...overrides };
  const server = await startStubServer({
    fixturePath: FIXTURE_PATH,
    fixture,
    now: () => clock.now,
    chatReplyDelayMs: 50,
    ...options,
  });

  async function call(method: string, url: string, init: CallInit = {}): Promise<Answer> {
    const headers: Record<string, string> = { [CLIENT_HEADER.name]: CLIENT_HEADER.value, ...init.headers };
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    let body = init.raw;
    if (init.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    const response = await fetch(`${server.url}${url}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON (an asset): keep the text
    }
    return { status: response.status, body: parsed };
  }

  async function login(username: string = DEMO.username, password: string = DEMO.password): Promise<string> {
    const answer = await call('POST', '/api/login', { body: { username, password } });
    if (answer.status !== 200) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
    return answer.body.token as string;
  }

  async function fresh(): Promise<string> {
    clock.now = WEDNESDAY_NOON;
    server.store.reset();
    return login();
  }

  return { ...server, clock, call, login, fresh };
}

export interface TestServerSetup {
  /** Fixture fields to replace for this suite. */
  overrides?: Partial<Fixture>;
  options?: Omit<StubServerOptions, 'fixture' | 'fixturePath'>;
  /**
   * Before each test: clock and store back to the start and a new demo token (`server.fresh()`).
   * Otherwise the suite shares one server state and logs the demo member in once.
   */
  freshEachTest?: boolean;
  /** Without freshEachTest: log the demo member in once in beforeAll (default true). */
  login?: boolean;
}

/** What a suite reads once its hooks have run (not at describe time). */
export interface TestServerHandle {
  readonly server: TestServer;
  /** The demo member's token. */
  readonly token: string;
}

/**
 * Registers the hooks that start a test server for the enclosing describe block, log the demo
 * member in (or start every test fresh) and close the server afterwards. Call it at describe
 * level; read `server` and `token` inside tests and hooks.
 */
export function withTestServer({
  overrides = {},
  options = {},
  freshEachTest = false,
  login = true,
}: TestServerSetup = {}): TestServerHandle {
  let server: TestServer | undefined;
  let token: string | undefined;

  beforeAll(async () => {
    server = await startTestServer(overrides, options);
    if (login && !freshEachTest) token = await server.login();
  });
  if (freshEachTest) {
    beforeEach(async () => {
      token = await handle.server.fresh();
    });
  }
  afterAll(() => server?.close());

  const handle: TestServerHandle = {
    get server() {
      if (!server) throw new Error('withTestServer: the server starts in beforeAll');
      return server;
    },
    get token() {
      if (token === undefined) throw new Error('withTestServer: no token yet (hooks not run, or login: false)');
      return token;
    },
  };
  return handle;
}

/** The whole store as text (tokens aside): equal before and after means nothing changed. */
export function storeSnapshot(server: StubServer): string {
  const state = server.store.state;
  return JSON.stringify({
    site: state.site,
    members: [...state.members.values()],
    otps: [...state.otps.values()],
    verifiedPhones: [...state.verifiedPhones],
    qrcodes: [...state.qrcodes.values()],
    usedTrueLinks: [...state.usedTrueLinks],
    conversations: state.conversations,
    uploads: [...state.uploads.keys()],
  });
}

/** The demo member's live record. */
export function demoMember(server: StubServer): MemberState {
  const member = server.store.state.members.get(DEMO.id);
  if (!member) throw new Error('the fixture lost its demo member');
  return member;
}
