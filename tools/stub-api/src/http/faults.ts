// Broken answers on request (dev route /__dev/fault): a call can be made to fail the ways a real
// backend or the network between fails, so the app's handling of each can be seen in a browser.
// One onRequest hook, installed before the guards: it counts every /api call as it arrives (the
// proof that a money action was sent once) and answers an arranged fault in place of the call.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** How an arranged call fails. */
export const FAULT_KINDS = ['status-500', 'invalid-json', 'empty', 'failure-code', 'stall', 'drop'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** How long a stalled call is held: past the client's 60 s time-out (spec section 7). */
export const STALL_MS = 65_000;

export interface FaultRule {
  /** An HTTP method, upper case. */
  method: string;
  /** An exact path ('/api/wallet/transfer') or a pattern where '*' stands for any characters ('/api/wallet/activate/*'). */
  path: string;
  kind: FaultKind;
  /** The code a 'failure-code' answer carries (default INTERNAL_SERVER_ERROR). */
  code?: string;
  /** How many matching calls fail; without it every matching call fails until the faults are cleared. */
  times?: number;
}

export interface Faults {
  arrange(rule: FaultRule): void;
  /** Forgets every rule and every count, and lets stalled calls go on to their answer. */
  clear(): void;
  /** How many calls arrived since the last clear, by 'METHOD /path'. */
  calls(): Record<string, number>;
}

export interface FaultOptions {
  /** Only tests shorten it. */
  stallMs?: number;
}

interface ArmedRule extends FaultRule {
  matches: RegExp;
  remaining: number;
}

const API = '/api/';
const ASSETS = '/api/assets/';

function patternOf(path: string): RegExp {
  const escaped = path.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`);
}

/** Answers the fault in place of the call; a stall only holds it, the call then goes on as usual. */
async function answerFault(rule: FaultRule, request: FastifyRequest, reply: FastifyReply, hold: () => Promise<void>): Promise<void> {
  switch (rule.kind) {
    case 'status-500':
      await reply.code(500).send({ message: 'INTERNAL_SERVER_ERROR' });
      return;
    case 'invalid-json':
      await reply.code(200).type('application/json').send('{"message": "SUCC');
      return;
    case 'empty':
      await reply.code(200).type('application/json').send('');
      return;
    case 'failure-code':
      await reply.code(200).send({ message: rule.code ?? 'INTERNAL_SERVER_ERROR' });
      return;
    case 'drop':
      reply.hijack();
      request.raw.socket.destroy();
      return;
    case 'stall':
      await hold();
  }
}

/** Installs the fault hook; the dev routes drive it through what this returns. */
export function installFaults(app: FastifyInstance, { stallMs = STALL_MS }: FaultOptions = {}): Faults {
  let rules: ArmedRule[] = [];
  let counts = new Map<string, number>();
  const stalled = new Set<() => void>();

  const releaseAll = () => {
    for (const release of [...stalled]) release();
  };
  const hold = () =>
    new Promise<void>((resolve) => {
      const release = () => {
        clearTimeout(timer);
        stalled.delete(release);
        resolve();
      };
      // Unreferenced: a held call never keeps the process alive on its own.
      const timer = setTimeout(release, stallMs).unref();
      stalled.add(release);
    });

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (!path.startsWith(API) || path.startsWith(ASSETS)) return;
    const key = `${request.method} ${path}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const rule = rules.find((candidate) => candidate.method === request.method && candidate.matches.test(path));
    if (!rule) return;
    rule.remaining -= 1;
    if (rule.remaining <= 0) rules = rules.filter((candidate) => candidate !== rule);
    await answerFault(rule, request, reply, hold);
  });
  // A server closing lets its held calls go, so close() never waits out a stall.
  app.addHook('preClose', async () => releaseAll());

  return {
    arrange(rule) {
      rules.push({ ...rule, matches: patternOf(rule.path), remaining: rule.times ?? Infinity });
    },
    clear() {
      rules = [];
      counts = new Map();
      releaseAll();
    },
    calls: () => Object.fromEntries(counts),
  };
}
