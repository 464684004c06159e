import { encryptTrueLink } from '@wallet/domain';
import { demoMember, storeSnapshot, withTestServer } from '../spec-helpers';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const SECRET = 'wallet-demo-truelink-secret';

function slipForm(name: string, type: string, bytes: Uint8Array<ArrayBuffer> = PNG, amount?: string): FormData {
  const form = new FormData();
  if (amount !== undefined) form.append('amount', amount);
  form.append('file', new Blob([bytes], { type }), name);
  return form;
}

describe('slips and gift links', () => {
  const stub = withTestServer({ freshEachTest: true });

  const wallet = () => demoMember(stub.server).wallet;
  const upload = (form: FormData) => stub.server.call('POST', '/api/wallet/slip', { token: stub.token, raw: form });
  const slips = async () => (await stub.server.call('POST', '/api/statement/slip', { token: stub.token, body: { page: 1, limit: 10 } })).body;

  it('checks an uploaded slip later and credits its amount', async () => {
    const before = wallet();
    const sent = await upload(slipForm('slip.png', 'image/png', PNG, '250'));
    expect(sent.body).toMatchObject({ status: 'PENDING', amount: 250 });
    expect(wallet()).toBe(before);
    expect((await slips()).slips[0]).toMatchObject({ status: 'PENDING' });
    expect((await stub.server.call('POST', `/__dev/slip/${sent.body._id}/settle`)).status).toBe(200);
    expect((await slips()).slips[0]).toMatchObject({ status: 'SUCCESS', note: '' });
    expect(wallet()).toBe(before + 25_000);
    const image = await fetch(`${stub.server.url}${sent.body.link}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    const url = await stub.server.call('GET', `/api/statement/slip/reference/${sent.body.reference}`, { token: stub.token });
    expect(url.body).toEqual({ url: sent.body.link });
  });

  it('credits the amount the operator read off the slip when settling it with one', async () => {
    const before = wallet();
    const sent = await upload(slipForm('slip.png', 'image/png', PNG, '250'));
    expect((await stub.server.call('POST', `/__dev/slip/${sent.body._id}/settle`, { body: { amount: 300.5 } })).status).toBe(200);
    expect((await slips()).slips[0]).toMatchObject({ status: 'SUCCESS', amount: 300.5 });
    expect(wallet()).toBe(before + 30_050);
    const [entry] = (await stub.server.call('POST', '/api/statement', { token: stub.token, body: { page: 1, limit: 1 } })).body.statements;
    expect(entry).toMatchObject({ statementType: 'deposit', from: 'SLIP', amount: 300.5, status: 'SUCCESS' });
    expect((await stub.server.call('POST', `/__dev/slip/${sent.body._id}/settle`, { body: { amount: 1 } })).status).toBe(404);
    const another = await upload(slipForm('slip.png', 'image/png', PNG, '250'));
    expect((await stub.server.call('POST', `/__dev/slip/${another.body._id}/settle`, { body: { amount: 0 } })).status).toBe(400);
  });

  it('fails a slip whose file name says fail, with a rejection reason, when its time comes', async () => {
    const before = wallet();
    await upload(slipForm('fail-slip.png', 'image/png'));
    stub.server.clock.advance(6000);
    const list = await slips();
    expect(list.slips[0]).toMatchObject({ status: 'FAILED', note: 'DEST_ACC_INVALID', amount: 100 });
    expect(list.total).toBe(4);
    expect(wallet()).toBe(before);
  });

  it('refuses missing and wrong files', async () => {
    const before = storeSnapshot(stub.server);
    expect((await upload(new FormData())).body.message).toBe('SLIP_NO_FILE');
    expect((await stub.server.call('POST', '/api/wallet/slip', { token: stub.token, body: { file: 'x' } })).body.message).toBe('SLIP_NO_FILE');
    expect((await upload(slipForm('slip.txt', 'text/plain'))).body.message).toBe('SLIP_INVALID_FILE');
    expect((await upload(slipForm('slip.png', 'image/png', new Uint8Array([1, 2, 3])))).body.message).toBe('SLIP_INVALID_FILE');
    expect((await upload(slipForm('slip.png', 'image/png', PNG, '-5'))).body.message).toBe('KEY_INVALID');
    const big = await upload(slipForm('big.png', 'image/png', new Uint8Array(10 * 1024 * 1024 + 1)));
    expect(big).toEqual({ status: 413, body: { message: 'SLIP_INVALID_FILE' } });
    expect(storeSnapshot(stub.server)).toBe(before);
  });

  it('redeems an encrypted gift link once', async () => {
    const send = (link: string) => stub.server.call('POST', '/api/wallet/truelink', { token: stub.token, body: { link } });
    const link = await encryptTrueLink('https://gift.truemoney.com/campaign/?v=abc123', 'WALLET DEMO GIFT', SECRET);
    const before = wallet();
    expect((await send(link)).status).toBe(200);
    expect((await send(link)).body.message).toBe('TRUELINK_DUPLICATE');
    expect((await send('not encrypted')).body.message).toBe('TRUELINK_INVALID');
    expect((await send(await encryptTrueLink('https://gift.truemoney.com/campaign/?v=abc123', 'X', 'other-secret'))).body.message).toBe('TRUELINK_INVALID');
    // Not a gift link of the provider's campaign address with a voucher hash, or not trimmed: what a real server refuses.
    for (const wrong of ['http://plain.example.test', 'https://gift.example.test/campaign/?v=abc', 'https://gift.truemoney.com/campaign/?v=', 'https://gift.truemoney.com/campaign/?v=ab-c', ' https://gift.truemoney.com/campaign/?v=abc9']) {
      expect((await send(await encryptTrueLink(wrong, 'X', SECRET))).body.message).toBe('TRUELINK_INVALID');
    }
    expect(wallet()).toBe(before);
    stub.server.clock.advance(6000);
    await stub.server.call('GET', '/api/wallet', { token: stub.token });
    expect(wallet()).toBe(before + 5000);
  });
});
