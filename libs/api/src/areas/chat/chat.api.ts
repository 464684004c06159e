import { baseApi } from '../../base-api';
import { requestFor } from '../../call-request';
import { CHAT_CALLS } from './chat.calls';
import type { ChatConfig, ChatConversation, ChatHistoryRequest, ChatHistoryResponse, ChatReadRequest, ChatSendResponse, ChatUploadResponse } from './chat.calls';
import type { MessageResponse } from '../../schemas/answer-kit';

/** How a chat call is sent, for the chat feature's own thread endpoint (it reads the history in a queryFn). */
export const chatRequest = requestFor(CHAT_CALLS);
const request = chatRequest;

export const chatApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    chatConfig: build.query<ChatConfig, void>({ query: () => request('chatConfig') }),
    chatSend: build.mutation<ChatSendResponse, ChatConversation>({ query: (body) => request('chatSend', { body }) }),
    chatHistory: build.query<ChatHistoryResponse, ChatHistoryRequest>({
      query: (body) => request('chatHistory', { body }),
      providesTags: [{ type: 'Chat', id: 'LIST' }],
    }),
    chatUploadImage: build.mutation<ChatUploadResponse, FormData>({ query: (body) => request('chatUploadImage', { body }) }),
    chatUploadVideo: build.mutation<ChatUploadResponse, FormData>({ query: (body) => request('chatUploadVideo', { body }) }),
    chatMarkRead: build.mutation<MessageResponse, ChatReadRequest>({ query: (body) => request('chatMarkRead', { body }) }),
  }),
});

export const {
  useChatConfigQuery,
  useChatSendMutation,
  useChatHistoryQuery,
  useLazyChatHistoryQuery,
  useChatUploadImageMutation,
  useChatUploadVideoMutation,
  useChatMarkReadMutation,
} = chatApi;
