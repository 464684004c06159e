import type { CallDefinition } from './call-definition';

/** The chat calls of spec section 7. */
export const CHAT_CALLS = {
  chatConfig: { method: 'GET', path: '/api/chat/config' },
  chatSend: { method: 'POST', path: '/api/chat/send-message' },
  chatHistory: { method: 'POST', path: '/api/chat/history' },
  chatUploadImage: { method: 'POST', path: '/api/chat/upload-image', upload: true },
  chatUploadVideo: { method: 'POST', path: '/api/chat/upload-video', upload: true },
  chatMarkRead: { method: 'PUT', path: '/api/chat/read-customer/' },
} as const satisfies Record<string, CallDefinition>;
