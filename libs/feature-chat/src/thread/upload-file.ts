import { followRedirect, normalizeError, uploadFile, type ApiContext, type ChatUploadResponse, type UploadProgress } from '@wallet/api';
import type { ChatFileKind } from '@wallet/domain';

/**
 * Uploads a chat file (spec section 7) and gives back the path the server stored it under. The
 * upload goes around RTK Query (for its progress), so it follows the redirects every call follows
 * itself: a session that ended ('invalid-token', INVALID_USER_n) goes to /login, a site that is
 * gone to /terminated.
 */
export async function uploadChatFile(context: ApiContext, file: File, kind: ChatFileKind, onProgress: UploadProgress): Promise<string> {
  const answer = await uploadFile(context, kind === 'image' ? 'chatUploadImage' : 'chatUploadVideo', file, onProgress);
  if ('error' in answer) {
    followRedirect(answer.error, context);
    throw answer.error;
  }
  const path = (answer.data as Partial<ChatUploadResponse> | null)?.path;
  if (typeof path !== 'string') throw normalizeError({ status: 500, data: answer.data }, context.translate);
  return path;
}
