// How a call's behaviour is declared: open (visitors) or member (bearer token), and a handler
// that returns the response body or throws ApiError. Domain files export a partial table keyed by
// the CALLS names; routes.ts joins them into a complete one.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CallName } from '@wallet/api/calls';
import type { ChatService } from '../chat/chat-service';
import type { MemberState } from '../store/state';
import type { StubStore } from '../store/store';

export interface OpenContext {
  store: StubStore;
  chat: ChatService;
  request: FastifyRequest;
  reply: FastifyReply;
  body: unknown;
  params: unknown;
}

export interface MemberContext extends OpenContext {
  member: MemberState;
}

export type RouteDef =
  | { access: 'open'; handle: (context: OpenContext) => unknown }
  | { access: 'member'; handle: (context: MemberContext) => unknown };

export type RouteTable = Partial<Record<CallName, RouteDef>>;

/** A call visitors may make. */
export function open(handle: (context: OpenContext) => unknown): RouteDef {
  return { access: 'open', handle };
}

/** A call that needs a valid bearer token; the handler receives the member. */
export function member(handle: (context: MemberContext) => unknown): RouteDef {
  return { access: 'member', handle };
}
