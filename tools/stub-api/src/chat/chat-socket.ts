// The realtime side of chat: socket.io on the same HTTP server (path /socket.io, which the app's
// dev and preview servers proxy). A client joins its room (prefix + user or guest id) and receives
// the agent's replies as 'messaging' events.
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { CHAT_SOCKET_EVENTS } from '@wallet/api/contract';
import type { ChatService } from './chat-service';

export function attachChatSocket(httpServer: HttpServer, chat: ChatService): Server {
  const io = new Server(httpServer, {
    path: '/socket.io',
    // The app normally reaches the socket through its own origin's proxy; direct connections
    // from the dev servers are allowed too.
    cors: { origin: true },
  });
  io.on('connection', (socket) => {
    socket.on(CHAT_SOCKET_EVENTS.join, (room: unknown, ack?: unknown) => {
      const valid = typeof room === 'string' && room.length <= 200 && room.startsWith(chat.prefix) && room.length > chat.prefix.length;
      if (valid) void socket.join(room);
      if (typeof ack === 'function') ack({ joined: valid });
    });
  });
  chat.setEmitter((room, conversation) => {
    io.to(room).emit(CHAT_SOCKET_EVENTS.messaging, conversation);
  });
  return io;
}
