import type { ChatConversation, ChatHistoryRequest, DeliveryStatus } from '@wallet/api';
import { LIMITS } from '@wallet/domain';

/** The realtime socket of a thread: the build's chat backend setting and the backend's PREFIX (GET /api/chat/config). */
export interface ChatSocketSetting {
  /** '/' for this site's own origin, else the chat backend's http(s) address (RegionConfig.chatSocketUrl). */
  url: string;
  /** The room is PREFIX plus the user or guest id (spec §7). */
  prefix: string;
}

/** Who is chatting (spec §4 chat connection): a member by id, or a visitor by the stored guest id. */
export interface ChatThreadArg {
  userId: string | null;
  guestId: string | null;
  /** Null when the build has no chat backend setting: the chat then works over HTTP alone (spec §4). */
  socket: ChatSocketSetting | null;
  /**
   * The session (token) the thread belongs to, counted in this tab: a new session is a new thread,
   * so nothing of one member's conversation, socket or files carries over to the next (issue 16).
   */
  session: number;
}

/** The member's own copy of a message until the server has stored it. */
export interface LocalDelivery {
  id: string;
  status: DeliveryStatus;
  /** Upload progress in percent. */
  progress: number;
  /** The uploaded file's path once the upload has succeeded (a re-send does not upload twice). */
  uploadedPath?: string;
  /** A local preview of an image or video being sent. */
  previewUrl?: string;
}

export interface ThreadMessage extends ChatConversation {
  local?: LocalDelivery;
}

/** 'http-only': the build has no socket; replies show when the history is read again. */
export type ChatConnection = 'connecting' | 'online' | 'offline' | 'http-only';

/** One conversation as the widget shows it: oldest first, plus paging and connection state. */
export interface ChatThread {
  messages: ThreadMessage[];
  pagesLoaded: number;
  hasOlder: boolean;
  loadingOlder: boolean;
  connection: ChatConnection;
}

export function roomOf(prefix: string, { userId, guestId }: Pick<ChatThreadArg, 'userId' | 'guestId'>): string {
  return `${prefix}${userId ?? guestId ?? ''}`;
}

/** POST /api/chat/history for one page (spec §7, §9: limit 10, skip advancing by 10). */
export function historyRequest({ userId, guestId }: ChatThreadArg, skip: number): ChatHistoryRequest {
  return { userId, guestId, limit: LIMITS.CHAT_HISTORY_PAGE_SIZE, skip };
}
