import { LIMITS } from '../limits';
import { isOneOf } from '../one-of';

/** Chat upload extensions that are images (spec §5): png, jpeg, jpg, gif. */
export const CHAT_IMAGE_EXTENSIONS = ['png', 'jpeg', 'jpg', 'gif'] as const;

/** Chat upload extensions that are videos (spec §5): mov, mp4. */
export const CHAT_VIDEO_EXTENSIONS = ['mov', 'mp4'] as const;

/** What a chat upload is: an image (POST /api/chat/upload-image) or a video (upload-video), spec §5, §7. */
export type ChatFileKind = 'image' | 'video';

const BYTES_PER_MB = 1024 * 1024;

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * Kind of a chat upload from its file name, spec §5: 'image' for png/jpeg/jpg/gif, 'video' for
 * mov/mp4 (extension after the last dot, case-insensitive), null when there is no extension or
 * it is not allowed.
 */
export function chatFileKind(fileName: string): ChatFileKind | null {
  const ext = extensionOf(fileName);
  if (isOneOf(CHAT_IMAGE_EXTENSIONS, ext)) return 'image';
  if (isOneOf(CHAT_VIDEO_EXTENSIONS, ext)) return 'video';
  return null;
}

/**
 * Size limit in MB of a chat upload, spec §5 and §9: 10 for images, 20 for videos, null for an
 * unsupported file. The UI passes it as {{n}} of 'chat:alert.fileTooLarge'.
 */
export function chatFileLimitMb(fileName: string): number | null {
  const kind = chatFileKind(fileName);
  if (kind === 'image') return LIMITS.CHAT_IMAGE_MAX_MB;
  if (kind === 'video') return LIMITS.CHAT_VIDEO_MAX_MB;
  return null;
}

/** The parts of a browser File that the chat upload check reads. */
export interface ChatFileInfo {
  name: string;
  size: number;
}

/**
 * Chat upload, spec §5: the file needs an extension among mov, mp4, png, jpeg, jpg, gif
 * (case-insensitive), else 'chat:alert.fileNotSupported'; images may be up to 10 MB and videos
 * up to 20 MB (1 MB = 1024 * 1024 bytes, the limit itself allowed), else 'chat:alert.fileTooLarge'.
 * A size that is not a number counts as too large.
 */
export function validateChatFile(
  file: ChatFileInfo,
): 'chat:alert.fileNotSupported' | 'chat:alert.fileTooLarge' | null {
  const limitMb = chatFileLimitMb(file.name);
  if (limitMb === null) return 'chat:alert.fileNotSupported';
  return file.size <= limitMb * BYTES_PER_MB ? null : 'chat:alert.fileTooLarge';
}
