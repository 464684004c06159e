import { LIMITS } from '@wallet/domain';
import type { ApiContext } from './api-context';
import { normalizeError, type ApiError } from './api-error';
import { readSuccess } from './base-query';
import { CHAT_CALLS } from './areas/chat/chat.calls';
import { DEPOSIT_CALLS } from './areas/deposit/deposit.calls';
import { fillPath } from './call-definition';
import { readingOf } from './call-request';
import { CLIENT_HEADER } from './contract';
import { withErrorTexts } from './error-texts';
import { readToken } from './token-storage';

// The calls that take a file (spec section 7: slip and chat uploads).
const UPLOADS = { uploadSlip: DEPOSIT_CALLS.uploadSlip, chatUploadImage: CHAT_CALLS.chatUploadImage, chatUploadVideo: CHAT_CALLS.chatUploadVideo };
export type UploadCall = keyof typeof UPLOADS;

/** Upload progress in percent (0-100), when the browser can tell. */
export type UploadProgress = (percent: number) => void;

/**
 * Sends a file as multipart field `file` (spec section 7: 300 s time-out) with the headers of
 * every call, and reads the answer as the base query does: data, or the ApiError. XMLHttpRequest
 * rather than fetch: only it reports upload progress, which a member on a slow mobile network
 * needs to see.
 */
export async function uploadFile(context: ApiContext, call: UploadCall, file: File, onProgress?: UploadProgress): Promise<{ data: unknown } | { error: ApiError }> {
  return withErrorTexts(await send(context, call, file, onProgress), context);
}

function send(context: ApiContext, call: UploadCall, file: File, onProgress?: UploadProgress): Promise<{ data: unknown } | { error: ApiError }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(UPLOADS[call].method, context.apiBase + fillPath(call, UPLOADS[call].path));
    xhr.timeout = LIMITS.UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader(CLIENT_HEADER.name, CLIENT_HEADER.value);
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = xhr.responseText;
      }
      const ok = xhr.status >= 200 && xhr.status < 300;
      resolve(ok ? readSuccess(readingOf(UPLOADS[call]), body, xhr.status, context, call) : { error: normalizeError({ status: xhr.status, data: body }, context.translate) });
    };
    xhr.onerror = () => resolve({ error: normalizeError({ status: 'FETCH_ERROR', error: 'upload failed' }, context.translate) });
    xhr.ontimeout = () => resolve({ error: normalizeError({ status: 'TIMEOUT_ERROR', error: 'upload timed out' }, context.translate) });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
