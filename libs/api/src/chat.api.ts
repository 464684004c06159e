import { baseApi, requestFor } from './base-api';
import { CHAT_CALLS } from './calls/chat.calls';
import type { ChatConfig, ChatConversation, ChatHistoryRequest, ChatHistoryResponse, ChatReadRequest, ChatSendResponse, ChatUploadResponse, MessageResponse } from './contract';
import { chatAnswers } from './schemas/chat.answers';
import { registerAnswers } from './schemas/read-answer';

const request = requestFor(CHAT_CALLS);

registerAnswers(chatAnswers('client'));

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
