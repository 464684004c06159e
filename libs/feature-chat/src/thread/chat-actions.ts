// The member's side of the conversation as thunks on the app store: each message shows at once
// with its delivery state, then is reconciled with the server's createdAt (spec §4, §7).
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { chatApi, type ApiContext, type ChatConversation, type ChatMessage, type WalletState } from '@wallet/api';
import { chatFileKind, chatHistoryHasOlder, chatHistorySkip, LIMITS, mergeChatHistory, prependOlderChatPage } from '@wallet/domain';
import { chatThreadApi } from './chat-thread.api';
import type { ChatThread, ChatThreadArg, LocalDelivery, ThreadMessage } from './thread-types';
import { uploadChatFile } from './upload-file';

type ChatThunk<R = void> = ThunkAction<R, WalletState, ApiContext, UnknownAction>;

/** How a member or guest is named on their messages. */
export interface ChatSenderProfile {
  name: string | null;
  username: string | null;
}

// Files waiting to be (re-)sent stay outside the store: a File is not serializable state.
const pendingFiles = new Map<string, File>();
let localCounter = 0;

const updateThread = (arg: ChatThreadArg, recipe: (thread: ChatThread) => void) =>
  chatThreadApi.util.updateQueryData('chatThread', arg, recipe);

const threadOf = (state: WalletState, arg: ChatThreadArg) => chatThreadApi.endpoints.chatThread.select(arg)(state).data;

const updateLocal = (arg: ChatThreadArg, id: string, change: Partial<LocalDelivery>, createdAt?: string) =>
  updateThread(arg, (thread) => {
    const message = thread.messages.find((entry) => entry.local?.id === id);
    if (!message?.local) return;
    Object.assign(message.local, change);
    if (createdAt) message.createdAt = createdAt;
    // The stored copy names the uploaded path: the member's copy does too, so the two are one message.
    if (change.uploadedPath && 'filePath' in message.message.payload) message.message.payload.filePath = change.uploadedPath;
  });

function addLocal(arg: ChatThreadArg, profile: ChatSenderProfile, message: ChatMessage, extra: Partial<LocalDelivery> = {}): ChatThunk<string> {
  return (dispatch, getState) => {
    localCounter += 1;
    const id = `local-${Date.now().toString(36)}-${localCounter}`;
    const thread = threadOf(getState(), arg);
    const entry: ThreadMessage = {
      sender: 'customer',
      message,
      userId: arg.userId,
      guestId: arg.guestId,
      username: profile.username?.trim() || null,
      name: profile.name?.trim() || null,
      deviceToken: null,
      createdAt: new Date().toISOString(),
      session_id: thread?.messages.at(-1)?.session_id ?? '',
      local: { id, status: message.message_type === 'media' ? 'uploading_file' : 'sending', progress: 0, queued: thread?.connection !== 'online', ...extra },
    };
    dispatch(updateThread(arg, (draft) => void draft.messages.push(entry)));
    return id;
  };
}

/** What the server is sent: the conversation without the widget's own bookkeeping. */
function outgoing({ local: _local, ...conversation }: ThreadMessage, filePath?: string): ChatConversation {
  if (conversation.message.message_type !== 'media' || !filePath) return conversation;
  return { ...conversation, message: { ...conversation.message, payload: { ...conversation.message.payload, filePath } } };
}

/** Sends one of the member's messages: uploads its file first if it has one, then the message. */
export function deliverChatMessage(arg: ChatThreadArg, id: string): ChatThunk<Promise<void>> {
  return async (dispatch, getState, context) => {
    const entry = threadOf(getState(), arg)?.messages.find((message) => message.local?.id === id);
    if (!entry?.local) return;
    let path = entry.local.uploadedPath;
    const file = pendingFiles.get(id);
    if (entry.message.message_type === 'media' && !path) {
      const kind = file ? chatFileKind(file.name) : null;
      if (!file || !kind) return void dispatch(updateLocal(arg, id, { status: 'failed', queued: false }));
      dispatch(updateLocal(arg, id, { status: 'uploading_file', progress: 0, queued: false }));
      try {
        path = await uploadChatFile(context, file, kind, (progress) => dispatch(updateLocal(arg, id, { progress })));
      } catch {
        return void dispatch(updateLocal(arg, id, { status: 'failed' }));
      }
    }
    dispatch(updateLocal(arg, id, { status: 'sending', progress: 100, queued: false, uploadedPath: path }));
    const sent = await dispatch(chatApi.endpoints.chatSend.initiate(outgoing(entry, path)));
    if (sent.error || !sent.data) return void dispatch(updateLocal(arg, id, { status: 'failed' }));
    pendingFiles.delete(id);
    dispatch(updateLocal(arg, id, { status: 'succeed' }, sent.data.createdAt));
  };
}

/** Adds a text (or a button's postback) and sends it now, or after the next join when offline. */
export function sendChatText(arg: ChatThreadArg, profile: ChatSenderProfile, text: string, type: 'text' | 'postback' = 'text'): ChatThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const id = dispatch(addLocal(arg, profile, { message_type: type, payload: { message: text } }));
    if (threadOf(getState(), arg)?.connection === 'online') await dispatch(deliverChatMessage(arg, id));
  };
}

/** A local address for the picture being sent; without one the message still goes, just without a preview. */
function previewOf(file: File): string | undefined {
  try {
    return URL.createObjectURL(file);
  } catch {
    return undefined;
  }
}

/** Adds a media message with a local preview and uploads it (the file was checked by validateChatFile). */
export function sendChatFile(arg: ChatThreadArg, profile: ChatSenderProfile, file: File): ChatThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const kind = chatFileKind(file.name) ?? 'image';
    const previewUrl = previewOf(file);
    const message: ChatMessage = { message_type: 'media', payload: { message: '', url: true, fileType: kind, filePath: '', name: file.name } };
    const id = dispatch(addLocal(arg, profile, message, { previewUrl }));
    pendingFiles.set(id, file);
    if (threadOf(getState(), arg)?.connection === 'online') await dispatch(deliverChatMessage(arg, id));
  };
}

/** Sends what was typed while the socket was down, once the room is joined again. */
export function flushQueuedChat(arg: ChatThreadArg): ChatThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const queued = threadOf(getState(), arg)?.messages.filter((message) => message.local?.queued) ?? [];
    for (const message of queued) if (message.local) await dispatch(deliverChatMessage(arg, message.local.id));
  };
}

/**
 * Messages still waiting after the socket stayed down through two re-join checks: marked failed,
 * so the member sees them and can re-send (over HTTP, which may work while the socket does not).
 */
export function failQueuedChat(arg: ChatThreadArg): ChatThunk {
  return (dispatch, getState) => {
    const queued = threadOf(getState(), arg)?.messages.filter((message) => message.local?.queued) ?? [];
    for (const message of queued) if (message.local) dispatch(updateLocal(arg, message.local.id, { status: 'failed', queued: false }));
  };
}

/** Drops a failed message the member does not want to re-send. */
export function removeChatMessage(arg: ChatThreadArg, id: string): ChatThunk {
  return (dispatch, getState) => {
    pendingFiles.delete(id);
    const preview = threadOf(getState(), arg)?.messages.find((message) => message.local?.id === id)?.local?.previewUrl;
    if (preview) {
      try {
        URL.revokeObjectURL(preview);
      } catch {
        // The preview was never a blob address; nothing to release.
      }
    }
    dispatch(
      updateThread(arg, (thread) => {
        thread.messages = thread.messages.filter((message) => message.local?.id !== id);
      }),
    );
  };
}

const historyBody = (arg: ChatThreadArg, skip: number) => ({ userId: arg.userId, guestId: arg.guestId, limit: LIMITS.CHAT_HISTORY_PAGE_SIZE, skip });

/** The previous page (spec §4: scrolling to the top; skip advances by 10). */
export function loadOlderChat(arg: ChatThreadArg): ChatThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const thread = threadOf(getState(), arg);
    if (!thread || !thread.hasOlder || thread.loadingOlder) return;
    dispatch(updateThread(arg, (draft) => void (draft.loadingOlder = true)));
    const page = await dispatch(chatApi.endpoints.chatHistory.initiate(historyBody(arg, chatHistorySkip(thread.pagesLoaded)), { subscribe: false, forceRefetch: true }));
    dispatch(
      updateThread(arg, (draft) => {
        draft.loadingOlder = false;
        if (!page.data) return;
        const storedShown = draft.messages.filter((message) => !message.local || message.local.status === 'succeed').length;
        draft.messages = prependOlderChatPage(draft.messages, page.data.conversations, { storedShown, pagesLoaded: draft.pagesLoaded });
        draft.pagesLoaded += 1;
        draft.hasOlder = chatHistoryHasOlder(page.data.conversations.length);
      }),
    );
  };
}

/** The header's reload: the newest page again, keeping the member's messages not yet stored. */
export function reloadChatHistory(arg: ChatThreadArg): ChatThunk<Promise<boolean>> {
  return async (dispatch) => {
    const page = await dispatch(chatApi.endpoints.chatHistory.initiate(historyBody(arg, 0), { subscribe: false, forceRefetch: true }));
    if (!page.data) return false;
    const conversations = page.data.conversations;
    dispatch(
      updateThread(arg, (draft) => {
        const unsent = draft.messages.filter((message) => message.local && message.local.status !== 'succeed');
        draft.messages = mergeChatHistory(unsent, conversations);
        draft.pagesLoaded = 1;
        draft.hasOlder = chatHistoryHasOlder(conversations.length);
      }),
    );
    return true;
  };
}
