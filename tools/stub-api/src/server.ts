// Builds and starts the stand-in backend: Fastify for the calls, socket.io for chat, one store.
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import path from 'node:path';
import { attachChatSocket } from './chat/chat-socket';
import { ChatService } from './chat/chat-service';
import { registerAssets } from './http/assets';
import { installErrorHandling } from './http/errors';
import { installFaults } from './http/faults';
import { installGuards } from './http/guards';
import { installNoStore } from './http/no-store';
import { registerDevFaultRoutes } from './routes/dev-fault.routes';
import { registerDevFieldReportRoutes } from './routes/dev-field-reports.routes';
import { registerDevMemberRoutes } from './routes/dev-member.routes';
import { registerDevRoutes } from './routes/dev.routes';
import { registerCalls, type AnswerShapes } from './routes/routes';
import { loadFixture, type Fixture } from './store/fixture';
import { StubStore, type Region } from './store/store';

/** The fixture used when none is named, relative to the workspace root (the usual cwd). */
export const DEFAULT_FIXTURE_PATH = 'tools/stub-api/fixtures/default.json';

export interface StubServerOptions {
  port?: number;
  host?: string;
  region?: Region;
  /** A fixture file; its assets/ folder is served under /api/assets/. */
  fixturePath?: string;
  /** Or a fixture object (tests tweak the default one); assets still come from fixturePath's folder. */
  fixture?: Fixture;
  /** Injectable clock, epoch ms. */
  now?: () => number;
  /** Delay of the scripted agent's reply. */
  chatReplyDelayMs?: number;
  /** 'spec': answers carry only what the specification gives (STUB_SHAPES=spec). */
  shapes?: AnswerShapes;
  /** How long an arranged 'stall' holds a call (http/faults.ts); only tests shorten it. */
  stallMs?: number;
  /** Receives the field reports' counts after each accepted one (STUB_FIELD_REPORTS_LOG=1). */
  fieldReportsLog?: (line: string) => void;
  logger?: boolean;
}

export interface StubServer {
  url: string;
  port: number;
  store: StubStore;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** JSON bodies over 1 MB are refused (413 KEY_INVALID); uploads have their own limits. */
const BODY_LIMIT = 1024 * 1024;

export async function startStubServer(options: StubServerOptions = {}): Promise<StubServer> {
  const fixturePath = path.resolve(options.fixturePath ?? DEFAULT_FIXTURE_PATH);
  const fixture = options.fixture ?? loadFixture(fixturePath);
  const store = new StubStore(fixture, { region: options.region, now: options.now });
  const chat = new ChatService(store, options.chatReplyDelayMs ?? 1000);

  const app = Fastify({ logger: options.logger ?? false, bodyLimit: BODY_LIMIT, routerOptions: { ignoreTrailingSlash: true } });
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 3 } });
  installErrorHandling(app);
  installNoStore(app);
  // Before the guards: every call is counted, and an arranged fault answers whatever the call.
  const faults = installFaults(app, { stallMs: options.stallMs });
  installGuards(app, store);
  registerAssets(app, store, path.join(path.dirname(fixturePath), 'assets'));
  registerCalls(app, store, chat, options.shapes);
  registerDevRoutes(app, store);
  registerDevMemberRoutes(app, store);
  registerDevFaultRoutes(app, faults);
  registerDevFieldReportRoutes(app, { log: options.fieldReportsLog });

  const io = attachChatSocket(app.server, chat);
  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    store,
    app,
    async close() {
      chat.close();
      io.disconnectSockets(true);
      await app.close();
    },
  };
}
