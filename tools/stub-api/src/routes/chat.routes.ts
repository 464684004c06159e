// Chat over HTTP: config, history, sending, uploads and read marks. Guests chat too, so these are
// open calls; a request naming a userId must carry that member's token.
import type { ChatConfig, ChatHistoryResponse, ChatMessage, ChatSendResponse, ChatUploadResponse, MessageResponse } from '@wallet/api';
import { chatFileKind, chatFileLimitMb, validateChatText, type ChatFileKind } from '@wallet/domain';
import type { FastifyRequest } from 'fastify';
import type { Participant } from '../chat/chat-service';
import { fieldsOf, freeText, optionalText, windowOf, type Fields } from '../http/body';
import { fail, refuse } from '../http/errors';
import { optionalMember } from '../http/guards';
import { open, type OpenContext, type RouteTable } from '../http/route-def';
import { extensionOf, readUpload } from '../http/upload';
import { newId } from '../store/ids';
import type { StubStore } from '../store/store';

const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
};

function participantOf(store: StubStore, request: FastifyRequest, fields: Fields): Participant {
  const userId = optionalText(fields, 'userId', undefined, 100) || null;
  const guestId = optionalText(fields, 'guestId', undefined, 100) || null;
  if (userId === null && guestId === null) refuse('KEY_MISSING');
  if (userId !== null && optionalMember(store, request)?._id !== userId) fail(401, 'invalid-token');
  return { userId, guestId };
}

/** Customers send text, media they uploaded, or a button's postback; nothing else. */
function messageOf(raw: unknown): ChatMessage {
  const fields = fieldsOf(raw);
  const payload = fieldsOf(fields.payload);
  const type = fields.message_type;
  if (type === 'text' || type === 'postback') {
    const said = freeText(payload, 'message', undefined, 4000);
    if (validateChatText(said) !== null) refuse('KEY_INVALID');
    return { message_type: type, payload: { message: said } };
  }
  if (type !== 'media') refuse('KEY_INVALID');
  const filePath = optionalText(payload, 'filePath', undefined, 300);
  const fileType = payload.fileType;
  // Only this server's own uploads, named as the upload answered them: a path on the API, so the
  // url flag is false (spec section 3: url says whether filePath is already a whole address).
  if (!filePath.startsWith('/api/assets/uploads/chat/') || payload.url !== false) refuse('KEY_INVALID');
  if (fileType !== 'image' && fileType !== 'video' && fileType !== 'file') refuse('KEY_INVALID');
  return {
    message_type: 'media',
    payload: {
      message: freeText(payload, 'message', undefined, 2000),
      url: false,
      fileType,
      filePath,
      name: freeText(payload, 'name', undefined, 200),
    },
    deliver: { id: newId(), status: 'succeed', progress: 100 },
  };
}

function upload(kind: ChatFileKind) {
  return open(async ({ store, request }: OpenContext): Promise<ChatUploadResponse> => {
    const maxBytes = (chatFileLimitMb(`file.${kind === 'image' ? 'png' : 'mp4'}`) ?? 0) * 1024 * 1024;
    const file = await readUpload(request, maxBytes, { missing: 'KEY_MISSING', invalid: 'KEY_INVALID' });
    const extension = extensionOf(file.filename);
    if (chatFileKind(file.filename) !== kind) refuse('KEY_INVALID');
    const path = `uploads/chat/${newId()}.${extension}`;
    store.state.uploads.set(path, { mimetype: MIME[extension], data: file.data });
    return { path: `/api/assets/${path}` };
  });
}

export const chatRoutes = {
  chatConfig: open(({ chat }): ChatConfig => ({ PREFIX: chat.prefix })),
  chatSend: open(({ store, chat, request, body }): ChatSendResponse => {
    const fields = fieldsOf(body);
    if (fields.sender !== undefined && fields.sender !== 'customer') refuse('KEY_INVALID');
    const who = participantOf(store, request, fields);
    const createdAt = chat.receive({
      ...who,
      message: messageOf(fields.message),
      username: optionalText(fields, 'username', undefined, 100) || null,
      name: optionalText(fields, 'name', undefined, 100) || null,
      deviceToken: optionalText(fields, 'deviceToken', undefined, 300) || null,
    });
    return { createdAt };
  }),
  chatHistory: open(({ store, chat, request, body }): ChatHistoryResponse => {
    const fields = fieldsOf(body);
    const who = participantOf(store, request, fields);
    const { limit, skip } = windowOf(fields);
    // Spec section 7: a list, newest first.
    return chat.history(who, limit, skip);
  }),
  chatUploadImage: upload('image'),
  chatUploadVideo: upload('video'),
  chatMarkRead: open(({ store, chat, request, body }): MessageResponse => {
    chat.markRead(participantOf(store, request, fieldsOf(body)));
    return { message: 'OK' };
  }),
} satisfies RouteTable;
