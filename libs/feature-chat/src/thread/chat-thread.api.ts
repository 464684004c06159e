import { baseApi, chatRequest, freshOnReturn, type ChatHistoryResponse, type WalletStore } from '@wallet/api';
import { chatHistoryHasOlder, mergeChatHistory } from '@wallet/domain';
import { nextTask } from '@wallet/ui';
import { releaseThreadFiles } from './thread-files';
import { followThreadSocket } from './thread-socket';
import { historyRequest, type ChatThread, type ChatThreadArg } from './thread-types';

/**
 * The conversation as a streaming query (spec §4, §7): the first history page (a list, newest
 * first), then, when the build has a chat backend setting, the socket appends 'messaging' events
 * to the cached thread. When the entry ends (nobody shows it, or the session's cache is reset) the
 * socket is closed and the thread's files are let go.
 */
export const chatThreadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    chatThread: build.query<ChatThread, ChatThreadArg>({
      async queryFn(arg, _api, _extra, baseQuery) {
        const page = await baseQuery(chatRequest('chatHistory', { body: historyRequest(arg, 0) }));
        if (page.error) return { error: page.error };
        const conversations = page.data as ChatHistoryResponse;
        return {
          data: {
            messages: mergeChatHistory([], conversations),
            pagesLoaded: 1,
            hasOlder: chatHistoryHasOlder(conversations.length),
            loadingOlder: false,
            connection: arg.socket ? 'connecting' : 'http-only',
          },
        };
      },
      keepUnusedDataFor: 0,
      // A reading again (the network back, the tab shown again) brings the newest page: merged in,
      // so older pages, the member's messages not yet stored and the socket's state stay.
      merge: (thread, fresh) => {
        thread.messages = mergeChatHistory(thread.messages, fresh.messages);
      },
      async onCacheEntryAdded(arg, { cacheDataLoaded, cacheEntryRemoved, updateCachedData, dispatch }) {
        let removed = false;
        const whenRemoved = cacheEntryRemoved.then(() => void (removed = true));
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        // The socket opens in a task after the one that draws the first page: together they were
        // one long task on a phone, which a tap on the page waited through.
        await nextTask();
        const stopSocket = arg.socket && !removed ? followThreadSocket(arg, arg.socket, { dispatch: dispatch as WalletStore['dispatch'], updateThread: updateCachedData }) : undefined;
        await whenRemoved;
        stopSocket?.();
        releaseThreadFiles(arg);
      },
    }),
  }),
});

/** The conversation: its newest page read again when the network returns or the tab is shown again. */
export const useChatThreadQuery = freshOnReturn(chatThreadApi.useChatThreadQuery);
