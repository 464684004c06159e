import { io, type Socket } from 'socket.io-client';

/**
 * The socket lives beside the backend (apiBase, or this site when the app proxies /socket.io).
 * socket.io's own back-off is off: the widget re-joins on the spec's fixed 5 s check instead.
 */
export function openChatSocket(apiBase: string): Socket {
  return io(apiBase || undefined, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true });
}
