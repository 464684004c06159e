// The realtime side of chat: socket.io on the same HTTP server (path /socket.io, which the app's
// dev and preview servers proxy). A client joins its room (prefix + user or guest id) and receives
// the agent's replies as 'messaging' events; joining has no acknowledgement (spec section 7).
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
    // Spec section 7: join has no answer. A room that is not the prefix plus an id is not joined.
    socket.on(CHAT_SOCKET_EVENTS.join, (room: unknown) => {
      if (chat.isRoom(room)) void socket.join(room);
    });
  });
  chat.setEmitter((room, conversation) => {
    io.to(room).emit(CHAT_SOCKET_EVENTS.messaging, conversation);
  });
  return io;
}
