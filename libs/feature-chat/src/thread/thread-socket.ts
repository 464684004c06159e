import { chatApi, CHAT_SOCKET_EVENTS, readChatEvent, type WalletStore } from '@wallet/api';
import { addChatEvent, LIMITS, mergeChatHistory } from '@wallet/domain';
import { nextTask } from '@wallet/ui';
import { openChatSocket } from './chat-socket';
import { adoptReplySession } from './reply-session';
import { historyRequest, roomOf, type ChatSocketSetting, type ChatThread, type ChatThreadArg } from './thread-types';

export interface ThreadSocketHooks {
  dispatch: WalletStore['dispatch'];
  updateThread: (recipe: (thread: ChatThread) => void) => void;
}

/**
 * The realtime side of a thread (spec §4, §7): on every `connect` the client emits `join` with
 * the prefix plus the user or guest id and counts as online: the spec gives `join` no answer, so
 * none is waited for. 'messaging' events are appended. While the socket is down it is re-joined
 * every 5 s (§9). Each join, the first too, reads the newest page again: a reply sent before the
 * room was joined (to a message sent while connecting, or while down) is not lost. Sending never
 * goes through the socket (it is HTTP, see chat-actions). Returns the stop.
 */
export function followThreadSocket(arg: ChatThreadArg, setting: ChatSocketSetting, { dispatch, updateThread }: ThreadSocketHooks): () => void {
  const socket = openChatSocket(setting.url);
  let stopped = false;

  const readNewest = async () => {
    if (stopped) return;
    const page = await dispatch(chatApi.endpoints.chatHistory.initiate(historyRequest(arg, 0), { subscribe: false, forceRefetch: true }));
    const conversations = page.data;
    if (stopped || !conversations) return;
    updateThread((thread) => {
      thread.messages = mergeChatHistory(thread.messages, conversations);
    });
  };

  socket.on('connect', () => {
    socket.emit(CHAT_SOCKET_EVENTS.join, roomOf(setting.prefix, arg));
    updateThread((thread) => {
      thread.connection = 'online';
    });
    // Asked in a task of its own: with the dock drawn online, it made one long task on a phone.
    void nextTask().then(readNewest);
  });
  socket.on(CHAT_SOCKET_EVENTS.messaging, (event: unknown) => {
    const conversation = readChatEvent(event);
    if (stopped || !conversation) return;
    updateThread((thread) => {
      adoptReplySession(thread.messages, conversation);
      thread.messages = addChatEvent(thread.messages, conversation);
    });
  });
  const down = () => {
    if (stopped) return;
    updateThread((thread) => {
      thread.connection = 'offline';
    });
  };
  socket.on('disconnect', down);
  socket.on('connect_error', down);
  const check = setInterval(() => {
    if (!socket.connected) socket.connect();
  }, LIMITS.CHAT_RECONNECT_MS);

  return () => {
    stopped = true;
    clearInterval(check);
    socket.off();
    socket.disconnect();
  };
}
