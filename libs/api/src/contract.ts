/**
 * What every call shares on the wire (spec section 7) besides its own answer: the client header,
 * the error body, the page request and the chat socket's events. Each call's request and answer
 * types are in its area (areas/<area>/<area>.calls.ts); answers are typed by their schemas.
 */

/** Every error answer: `message` is an error code of spec section 8, 'gone', 'invalid-token', or free text. */
export interface ErrorBody {
  message: string;
}

export interface PageRequest {
  page: number;
  limit: number;
}

/** The realtime socket: the client emits `join` with prefix + id and receives `messaging` events. */
export const CHAT_SOCKET_EVENTS = { join: 'join', messaging: 'messaging' } as const;

/** The header every call carries to mark the client as the wallet user app (spec section 7). */
export const CLIENT_HEADER = { name: 'X-Client-App', value: 'wallet-user' } as const;
