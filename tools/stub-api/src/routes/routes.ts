// Registers one Fastify route per CALLS entry. The table below is typed as a complete record of
// the CALLS names (and each domain file `satisfies RouteTable`, so no stray names), so a call added
// to the catalogue without a handler fails the type check; registration loops over CALLS itself.
import type { FastifyInstance } from 'fastify';
import { specOnlyAnswer } from '@wallet/api/answers';
import { CALLS, type CallName } from '@wallet/api/calls';
import type { ChatService } from '../chat/chat-service';
import { authenticate } from '../http/guards';
import type { RouteDef } from '../http/route-def';
import type { StubStore } from '../store/store';
import { accountRoutes } from './account.routes';
import { autoLoginRoutes } from './auto-login.routes';
import { bonusRoutes } from './bonus.routes';
import { chatRoutes } from './chat.routes';
import { depositRoutes } from './deposit.routes';
import { inviteRoutes } from './invite.routes';
import { lookupRoutes } from './lookup.routes';
import { otpRoutes } from './otp.routes';
import { promotionRoutes } from './promotion.routes';
import { qrcodeRoutes } from './qrcode.routes';
import { refundRoutes } from './refund.routes';
import { spinwheelRoutes } from './spinwheel.routes';
import { statementRoutes } from './statement.routes';
import { transferRoutes } from './transfer.routes';
import { walletRoutes } from './wallet.routes';

const TABLE: Record<CallName, RouteDef> = {
  ...lookupRoutes,
  ...accountRoutes,
  ...otpRoutes,
  ...walletRoutes,
  ...transferRoutes,
  ...depositRoutes,
  ...qrcodeRoutes,
  ...autoLoginRoutes,
  ...inviteRoutes,
  ...refundRoutes,
  ...bonusRoutes,
  ...promotionRoutes,
  ...statementRoutes,
  ...spinwheelRoutes,
  ...chatRoutes,
};


/** `{name}` path parameters become Fastify's `:name`. */
export function fastifyPath(path: string): string {
  return path.replace(/{(\w+)}/g, ':$1');
}

/**
 * How answers are shaped: 'default' sends the stand-in's answers with their extension fields;
 * 'spec' sends exactly what spec sections 3 and 7 give (libs/api's spec-only schemas), so the
 * client is tried against a backend that promises nothing more.
 */
export type AnswerShapes = 'default' | 'spec';

export function registerCalls(app: FastifyInstance, store: StubStore, chat: ChatService, shapes: AnswerShapes = 'default'): void {
  for (const name of Object.keys(CALLS) as CallName[]) {
    const call = CALLS[name];
    const def = TABLE[name];
    app.route({
      method: call.method,
      url: fastifyPath(call.path),
      handler: async (request, reply) => {
        const base = { store, chat, request, reply, body: request.body, params: request.params };
        const answer = await (def.access === 'open' ? def.handle(base) : def.handle({ ...base, member: authenticate(store, request) }));
        return shapes === 'spec' ? specOnlyAnswer(name, answer) : answer;
      },
    });
  }
}
