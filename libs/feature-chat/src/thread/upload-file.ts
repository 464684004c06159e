import { callPath, CLIENT_HEADER, normalizeError, readToken, type ApiContext, type ChatUploadResponse } from '@wallet/api';
import { LIMITS, type ChatFileKind } from '@wallet/domain';

/**
 * Uploads a chat file (spec §7: multipart field `file`, 300 s time-out) with the same headers as
 * every call. XMLHttpRequest rather than fetch: only it reports upload progress.
 */
export function uploadChatFile(context: ApiContext, file: File, kind: ChatFileKind, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', context.apiBase + callPath(kind === 'image' ? 'chatUploadImage' : 'chatUploadVideo'));
    xhr.timeout = LIMITS.UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader(CLIENT_HEADER.name, CLIENT_HEADER.value);
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = xhr.responseText;
      }
      const path = (body as Partial<ChatUploadResponse> | null)?.path;
      if (xhr.status >= 200 && xhr.status < 300 && typeof path === 'string') resolve(path);
      else reject(normalizeError({ status: xhr.status, data: body }, context.translate));
    };
    xhr.onerror = () => reject(normalizeError({ status: 'FETCH_ERROR', error: 'upload failed' }, context.translate));
    xhr.ontimeout = () => reject(normalizeError({ status: 'TIMEOUT_ERROR', error: 'upload timed out' }, context.translate));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
