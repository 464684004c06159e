import { baseApi, CALLS, callPath, chatApi, CHAT_SOCKET_EVENTS, type ApiContext, type ChatConversation, type ChatHistoryResponse } from '@wallet/api';
import { chatHistoryHasOlder, LIMITS, mergeChatHistory } from '@wallet/domain';
import { openChatSocket } from './chat-socket';
import { adoptReplySession } from './reply-session';
import { roomOf, type ChatThread, type ChatThreadArg } from './thread-types';

/** How long a join may wait for the server's acknowledgement before the next 5 s check tries again. */
const JOIN_ACK_MS = 4000;

function historyBody(arg: ChatThreadArg, skip: number) {
  return { userId: arg.userId, guestId: arg.guestId, limit: LIMITS.CHAT_HISTORY_PAGE_SIZE, skip };
}

/**
 * The conversation as a streaming query (spec §4, §7): the first history page, then the socket
 * appends 'messaging' events to the cached thread. While the socket is down it is re-joined every
 * 5 s; each re-join fetches the newest page again, so replies sent meanwhile are not lost.
 */
export const chatThreadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    chatThread: build.query<ChatThread, ChatThreadArg>({
      async queryFn(arg, _api, _extra, baseQuery) {
        const page = await baseQuery({ url: callPath('chatHistory'), method: CALLS.chatHistory.method, body: historyBody(arg, 0), timeout: LIMITS.REQUEST_TIMEOUT_MS });
        if (page.error) return { error: page.error };
        const conversations = (page.data as ChatHistoryResponse).conversations;
        return {
          data: {
            messages: mergeChatHistory([], conversations),
            pagesLoaded: 1,
            hasOlder: chatHistoryHasOlder(conversations.length),
            loadingOlder: false,
            connection: 'connecting',
          },
        };
      },
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(arg, { cacheDataLoaded, cacheEntryRemoved, updateCachedData, dispatch, extra }) {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const socket = openChatSocket((extra as ApiContext).apiBase);
        let joinedBefore = false;
        let removed = false;
        const refetchNewest = async () => {
          const page = await dispatch(chatApi.endpoints.chatHistory.initiate(historyBody(arg, 0), { subscribe: false, forceRefetch: true }));
          const conversations = page.data?.conversations;
          if (removed || !conversations) return;
          updateCachedData((thread) => {
            thread.messages = mergeChatHistory(thread.messages, conversations);
          });
        };
        socket.on('connect', () => {
          socket
            .timeout(JOIN_ACK_MS)
            .emitWithAck(CHAT_SOCKET_EVENTS.join, roomOf(arg))
            .then((answer: { joined?: boolean }) => {
              if (removed) return;
              // Not in the room: drop the connection so the next 5 s check tries again.
              if (!answer?.joined) return void socket.disconnect();
              updateCachedData((thread) => {
                thread.connection = 'online';
              });
              if (joinedBefore) void refetchNewest();
              joinedBefore = true;
            })
            .catch(() => socket.disconnect());
        });
        socket.on(CHAT_SOCKET_EVENTS.messaging, (conversation: ChatConversation) => {
          updateCachedData((thread) => {
            adoptReplySession(thread.messages, conversation);
            thread.messages = mergeChatHistory(thread.messages, [conversation]);
          });
        });
        const down = () => {
          if (removed) return;
          updateCachedData((thread) => {
            thread.connection = 'offline';
          });
        };
        socket.on('disconnect', down);
        socket.on('connect_error', down);
        const check = setInterval(() => {
          if (!socket.connected) socket.connect();
        }, LIMITS.CHAT_RECONNECT_MS);
        await cacheEntryRemoved;
        removed = true;
        clearInterval(check);
        socket.off();
        socket.disconnect();
      },
    }),
  }),
});

export const { useChatThreadQuery } = chatThreadApi;
