import { io, type Socket } from 'socket.io-client';

/**
 * The chat socket at the build's chat backend setting ('/' is this site, whose /socket.io the web
 * server passes to the backend). socket.io's own back-off is off: the widget re-joins on the
 * spec's fixed 5 s check instead.
 */
export function openChatSocket(url: string): Socket {
  return io(url === '/' ? undefined : url, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true });
}
