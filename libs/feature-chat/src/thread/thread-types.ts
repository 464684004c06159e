import type { ChatConversation, DeliveryStatus } from '@wallet/api';

/** Who is chatting (spec §4 chat connection): a member by id, or a visitor by the stored guest id. */
export interface ChatThreadArg {
  /** The backend's PREFIX from GET /api/chat/config; the room is PREFIX plus the user or guest id. */
  prefix: string;
  userId: string | null;
  guestId: string | null;
}

/** The member's own copy of a message until the server has stored it. */
export interface LocalDelivery {
  id: string;
  status: DeliveryStatus;
  /** Upload progress in percent. */
  progress: number;
  /** Typed while the socket was down: sent once the room is joined again. */
  queued: boolean;
  /** The uploaded file's path once the upload has succeeded (a re-send does not upload twice). */
  uploadedPath?: string;
  /** A local preview of an image or video being sent. */
  previewUrl?: string;
}

export interface ThreadMessage extends ChatConversation {
  local?: LocalDelivery;
}

export type ChatConnection = 'connecting' | 'online' | 'offline';

/** One conversation as the widget shows it: oldest first, plus paging and connection state. */
export interface ChatThread {
  messages: ThreadMessage[];
  pagesLoaded: number;
  hasOlder: boolean;
  loadingOlder: boolean;
  connection: ChatConnection;
}

export function roomOf({ prefix, userId, guestId }: ChatThreadArg): string {
  return `${prefix}${userId ?? guestId ?? ''}`;
}
