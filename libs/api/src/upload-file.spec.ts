import { File as NodeFile } from 'node:buffer';
import { LIMITS } from '@wallet/domain';
import { FakeXhr, uploadByHand } from './testing';
import { storeToken, clearToken } from './token-storage';
import { uploadFile } from './upload-file';
const context = { apiBase: 'http://wallet.test', trueLinkSecret: 'secret', navigate: () => undefined, translate: (key: string) => `t(${key})` };
// Node's File: the environment's FormData (Node's) takes no jsdom File.
const slip = () => new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'slip.png', { type: 'image/png' }) as unknown as File;

describe('uploadFile', () => {
  uploadByHand();
  afterEach(() => clearToken());

  it('sends the file as multipart field "file" with the client header, the token and the 300 s time-out, and reports progress', async () => {
    storeToken('tok', true);
    const progress: number[] = [];
    const done = uploadFile(context, 'uploadSlip', slip(), (percent) => progress.push(percent));
    const [xhr] = FakeXhr.sent;
    expect([xhr.method, xhr.url, xhr.timeout]).toEqual(['POST', 'http://wallet.test/api/wallet/slip', LIMITS.UPLOAD_TIMEOUT_MS]);
    expect(xhr.headers).toMatchObject({ Authorization: 'Bearer tok', 'X-Client-App': 'wallet-user' });
    expect(xhr.body?.get('file')).toMatchObject({ name: 'slip.png', size: 4, type: 'image/png' });
    xhr.progress(1, 3);
    xhr.progress(3, 3);
    xhr.answer(200, { message: 'SUCCESS' });
    await expect(done).resolves.toEqual({ data: { message: 'SUCCESS' } });
    expect(progress).toEqual([33, 100]);
  });

  it('reads a 2xx answer carrying only a failure code as that error, translated', async () => {
    const done = uploadFile(context, 'uploadSlip', slip());
    FakeXhr.sent[0].answer(200, { message: 'SLIP_INVALID_FILE' });
    await expect(done).resolves.toEqual({ error: expect.objectContaining({ code: 'SLIP_INVALID_FILE', message: 't(errors:code.SLIP_INVALID_FILE)' }) });
  });

  it('reads a refused upload, a lost connection and a time-out as translated errors', async () => {
    const refused = uploadFile(context, 'uploadSlip', slip());
    FakeXhr.sent[0].answer(413, { message: 'SLIP_INVALID_FILE' });
    await expect(refused).resolves.toEqual({ error: expect.objectContaining({ status: 413, code: 'SLIP_INVALID_FILE' }) });

    const lost = uploadFile(context, 'uploadSlip', slip());
    FakeXhr.sent[1].onerror?.();
    await expect(lost).resolves.toEqual({ error: expect.objectContaining({ status: 'NETWORK', message: 't(errors:network.connection)' }) });

    const slow = uploadFile(context, 'uploadSlip', slip());
    FakeXhr.sent[2].ontimeout?.();
    await expect(slow).resolves.toEqual({ error: expect.objectContaining({ status: 'TIMEOUT', message: 't(errors:network.timeout)' }) });
  });
});
