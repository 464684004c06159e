// The member's side of the conversation as thunks on the app store: each message shows at once
// with its delivery state, is sent over HTTP (spec §7: POST /api/chat/send-message, whatever the
// socket is doing), then is reconciled with the server's createdAt (spec §4, §7).
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { chatApi, type ApiContext, type ChatConversation, type ChatMessage, type WalletState } from '@wallet/api';
import { chatFileKind, chatHistoryHasOlder, chatHistorySkip, isWholeAddress, mergeChatHistory, prependOlderChatPage } from '@wallet/domain';
import { chatThreadApi } from './chat-thread.api';
import { fileFor, forgetFile, keepFile, previewFor, releasePreview } from './thread-files';
import { historyRequest, type ChatThread, type ChatThreadArg, type LocalDelivery, type ThreadMessage } from './thread-types';
import { uploadChatFile } from './upload-file';

type ChatThunk<R = void> = ThunkAction<R, WalletState, ApiContext, UnknownAction>;

/** How a member or guest is named on their messages. */
export interface ChatSenderProfile {
  name: string | null;
  username: string | null;
}

let localCounter = 0;

const updateThread = (arg: ChatThreadArg, recipe: (thread: ChatThread) => void) =>
  chatThreadApi.util.updateQueryData('chatThread', arg, recipe);

const threadOf = (state: WalletState, arg: ChatThreadArg) => chatThreadApi.endpoints.chatThread.select(arg)(state).data;

/** A media payload naming the uploaded file: its path, and whether that path is a whole address (spec §3 url flag). */
function withUploadedFile(message: ChatMessage, path: string): ChatMessage {
  if (message.message_type !== 'media') return message;
  return { ...message, payload: { ...message.payload, filePath: path, url: isWholeAddress(path) } };
}

const updateLocal = (arg: ChatThreadArg, id: string, change: Partial<LocalDelivery>, createdAt?: string) =>
  updateThread(arg, (thread) => {
    const message = thread.messages.find((entry) => entry.local?.id === id);
    if (!message?.local) return;
    Object.assign(message.local, change);
    if (createdAt) message.createdAt = createdAt;
    // The stored copy names the uploaded path: the member's copy does too, so the two are one message.
    if (change.uploadedPath) message.message = withUploadedFile(message.message, change.uploadedPath);
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
      local: { id, status: message.message_type === 'media' ? 'uploading_file' : 'sending', progress: 0, ...extra },
    };
    dispatch(updateThread(arg, (draft) => void draft.messages.push(entry)));
    return id;
  };
}

/** What the server is sent: the conversation without the widget's own bookkeeping. */
function outgoing({ local: _local, ...conversation }: ThreadMessage, filePath?: string): ChatConversation {
  return filePath ? { ...conversation, message: withUploadedFile(conversation.message, filePath) } : conversation;
}

/**
 * Sends one of the member's messages: uploads its file first if it has one, then the message.
 * True once the server has stored it.
 */
export function deliverChatMessage(arg: ChatThreadArg, id: string): ChatThunk<Promise<boolean>> {
  return async (dispatch, getState, context) => {
    const entry = threadOf(getState(), arg)?.messages.find((message) => message.local?.id === id);
    if (!entry?.local) return false;
    let path = entry.local.uploadedPath;
    const file = fileFor(arg, id);
    if (entry.message.message_type === 'media' && !path) {
      const kind = file ? chatFileKind(file.name) : null;
      if (!file || !kind) {
        dispatch(updateLocal(arg, id, { status: 'failed' }));
        return false;
      }
      dispatch(updateLocal(arg, id, { status: 'uploading_file', progress: 0 }));
      try {
        path = await uploadChatFile(context, file, kind, (progress) => dispatch(updateLocal(arg, id, { progress })));
      } catch {
        dispatch(updateLocal(arg, id, { status: 'failed' }));
        return false;
      }
    }
    dispatch(updateLocal(arg, id, { status: 'sending', progress: 100, uploadedPath: path }));
    const sent = await dispatch(chatApi.endpoints.chatSend.initiate(outgoing(entry, path)));
    if (sent.error || !sent.data) {
      dispatch(updateLocal(arg, id, { status: 'failed' }));
      return false;
    }
    forgetFile(arg, id);
    dispatch(updateLocal(arg, id, { status: 'succeed' }, sent.data.createdAt));
    return true;
  };
}

/** Adds a text (or a button's postback) and sends it. */
export function sendChatText(arg: ChatThreadArg, profile: ChatSenderProfile, text: string, type: 'text' | 'postback' = 'text'): ChatThunk<Promise<boolean>> {
  return async (dispatch) => {
    const id = dispatch(addLocal(arg, profile, { message_type: type, payload: { message: text } }));
    return dispatch(deliverChatMessage(arg, id));
  };
}

/** Adds a media message with a local preview, uploads it and sends it (the file was checked by validateChatFile). */
export function sendChatFile(arg: ChatThreadArg, profile: ChatSenderProfile, file: File): ChatThunk<Promise<boolean>> {
  return async (dispatch) => {
    const kind = chatFileKind(file.name) ?? 'image';
    const message: ChatMessage = { message_type: 'media', payload: { message: '', url: false, fileType: kind, filePath: '', name: file.name } };
    const id = dispatch(addLocal(arg, profile, message, { previewUrl: previewFor(arg, file) }));
    keepFile(arg, id, file);
    return dispatch(deliverChatMessage(arg, id));
  };
}

/** Drops a failed message the member does not want to re-send. */
export function removeChatMessage(arg: ChatThreadArg, id: string): ChatThunk {
  return (dispatch, getState) => {
    forgetFile(arg, id);
    const preview = threadOf(getState(), arg)?.messages.find((message) => message.local?.id === id)?.local?.previewUrl;
    if (preview) releasePreview(arg, preview);
    dispatch(
      updateThread(arg, (thread) => {
        thread.messages = thread.messages.filter((message) => message.local?.id !== id);
      }),
    );
  };
}

/** The previous page (spec §4: scrolling to the top; skip advances by 10). */
export function loadOlderChat(arg: ChatThreadArg): ChatThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const thread = threadOf(getState(), arg);
    if (!thread || !thread.hasOlder || thread.loadingOlder) return;
    dispatch(updateThread(arg, (draft) => void (draft.loadingOlder = true)));
    const page = await dispatch(chatApi.endpoints.chatHistory.initiate(historyRequest(arg, chatHistorySkip(thread.pagesLoaded)), { subscribe: false, forceRefetch: true }));
    const older = page.data;
    dispatch(
      updateThread(arg, (draft) => {
        draft.loadingOlder = false;
        if (!older) return;
        const storedShown = draft.messages.filter((message) => !message.local || message.local.status === 'succeed').length;
        draft.messages = prependOlderChatPage(draft.messages, older, { storedShown, pagesLoaded: draft.pagesLoaded });
        draft.pagesLoaded += 1;
        draft.hasOlder = chatHistoryHasOlder(older.length);
      }),
    );
  };
}

/** The header's reload: the newest page again, keeping the member's messages not yet stored. */
export function reloadChatHistory(arg: ChatThreadArg): ChatThunk<Promise<boolean>> {
  return async (dispatch) => {
    const page = await dispatch(chatApi.endpoints.chatHistory.initiate(historyRequest(arg, 0), { subscribe: false, forceRefetch: true }));
    const conversations = page.data;
    if (!conversations) return false;
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
