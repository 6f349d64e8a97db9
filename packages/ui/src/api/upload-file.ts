// Decision 0052: an upload is a contract entry of its own (UPLOADS: multipart, one file in the field `file`).
// ApiClient.call sends JSON through fetch, which cannot report an upload's progress; this sends one file with
// XMLHttpRequest, whose upload events can, and fails the way every call does (one ApiError, spec §8 messages).
// Kept out of ApiClient so a portal without uploads carries none of it (issue 8's 180 KB budget).
import { API_BASE, errorsFieldMessage, messageForStatus, MSG_NO_RESPONSE, UPLOAD_FIELD } from '@dental/domain';
import type { ApiClient } from './api-client';
import { ApiError, fieldErrorsOf } from './api-error';
import { readCookie, XSRF_COOKIE, XSRF_HEADER } from './cookies';

export interface UploadOptions {
  /** The upload's query (for example `{ valid_only: 'true' }`). */
  query?: Record<string, string>;
  /** Called as the file's bytes leave: the share sent, 0 to 1. */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
}

function parse(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * POSTs `file` to an upload's path (an UPLOADS entry's, e.g. CENSUS_CHECK_PATH) as multipart/form-data with the
 * XSRF header; resolves with the parsed body of a 2xx answer, rejects with an ApiError otherwise.
 */
export function uploadFile(
  client: ApiClient,
  path: string,
  file: Blob,
  { query, onProgress, signal }: UploadOptions = {},
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const search = new URLSearchParams(query).toString();
    request.open('POST', `${API_BASE}${path}${search ? `?${search}` : ''}`);
    request.setRequestHeader('Accept', 'application/json');
    const token = readCookie(XSRF_COOKIE);
    if (token) request.setRequestHeader(XSRF_HEADER, token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parse(request.responseText);
      const status = request.status;
      if (status >= 200 && status < 300) {
        resolve(body);
        return;
      }
      // spec §8: a server-supplied errors field overrides the status message; a 401 shows no toast.
      const message = errorsFieldMessage(body) ?? messageForStatus(status, client.getSupportEmail()) ?? MSG_NO_RESPONSE;
      reject(new ApiError(message, { status, body, fieldErrors: fieldErrorsOf(body), silent: status === 401 }));
    };
    request.onerror = () => reject(new ApiError(MSG_NO_RESPONSE, { status: undefined }));
    request.onabort = () => reject(new DOMException('The upload was stopped', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append(UPLOAD_FIELD, file);
    request.send(form);
  });
}
