import { afterEach, describe, expect, it, vi } from 'vitest';
import { CENSUS_CHECK_PATH, MSG_NO_RESPONSE } from '@dental/domain';
import { ApiClient } from './api-client';
import { ApiError } from './api-error';
import { uploadFile } from './upload-file';

/** A stand-in XMLHttpRequest that records what is sent and answers as told. */
class FakeRequest {
  static last: FakeRequest | null = null;
  static answer: { status: number; body: string } | 'no response' = { status: 200, body: '{"data":{}}' };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(form: FormData) {
    FakeRequest.last = this;
    this.sent = form;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 10, total: 10 });
    const answer = FakeRequest.answer;
    if (answer === 'no response') {
      this.onerror?.();
      return;
    }
    this.status = answer.status;
    this.responseText = answer.body;
    this.onload?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; Max-Age=0; path=/';
});

describe('uploadFile (decision 0052)', () => {
  it('posts one file in the field `file` with the XSRF header and the query, reporting progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    document.cookie = 'XSRF-TOKEN=token-1; path=/';
    FakeRequest.answer = { status: 200, body: '{"data":{"rows":2}}' };
    const progress: number[] = [];
    const file = new File(['a,b\n1,2\n'], 'census.csv', { type: 'text/csv' });
    const answer = await uploadFile(new ApiClient(), CENSUS_CHECK_PATH, file, {
      query: { valid_only: 'true' },
      onProgress: (share) => progress.push(share),
    });
    expect(answer).toEqual({ data: { rows: 2 } });
    const request = FakeRequest.last;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`/api/${CENSUS_CHECK_PATH}?valid_only=true`);
    expect(request?.headers['X-XSRF-TOKEN']).toBe('token-1');
    expect((request?.sent?.get('file') as File | null)?.name).toBe('census.csv');
    expect(progress).toEqual([0.5, 1]);
  });

  it('fails as every call does: the server’s field messages, or the spec §8 message', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    FakeRequest.answer = { status: 400, body: '{"errors":{"file":"This file is not a CSV file"}}' };
    const refused = uploadFile(new ApiClient(), CENSUS_CHECK_PATH, new Blob(['x']));
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({
      status: 400,
      message: 'This file is not a CSV file',
      fieldErrors: { file: 'This file is not a CSV file' },
    });

    FakeRequest.answer = 'no response';
    await expect(uploadFile(new ApiClient(), CENSUS_CHECK_PATH, new Blob(['x']))).rejects.toMatchObject({
      message: MSG_NO_RESPONSE,
    });
  });
});
