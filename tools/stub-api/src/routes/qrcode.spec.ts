import jsQR from 'jsqr';
import { demoMember, storeSnapshot, withTestServer } from '../spec-helpers';
import { demoQrText } from '../views/qr-svg';

/**
 * Reads the stand-in's QR markup as a scanner would: its modules (one `M x y h1v1h-1z` square
 * each, in viewBox units) drawn 4 pixels a module on white, then decoded.
 */
function scan(svg: string): string | null {
  const side = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const scale = 4;
  const width = side * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y] of svg.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy += 1) {
      for (let dx = 0; dx < scale; dx += 1) {
        const at = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        pixels.set([0, 0, 0, 255], at);
      }
    }
  }
  return jsQR(pixels, width, width)?.data ?? null;
}

describe('QR deposits', () => {
  const stub = withTestServer({ overrides: { qrExpireSeconds: 1 }, freshEachTest: true });

  const wallet = () => demoMember(stub.server).wallet;
  const create = (provider: string, amount: unknown) =>
    stub.server.call('POST', `/api/qrcode/${provider}`, { token: stub.token, body: { amount } });
  const get = (provider: string) => stub.server.call('GET', `/api/qrcode/${provider}`, { token: stub.token });
  const pay = (id: string) => stub.server.call('POST', `/__dev/qrcode/${id}/pay`);

  it('reports no code before one is made', async () => {
    expect((await get('KBANK')).body).toMatchObject({ hasQrcode: false });
  });

  it('draws a real QR code that scans to a harmless demo text, and names each provider as its owner writes it', async () => {
    const created = (await create('KBANK', 50)).body;
    expect(scan(created.qrcode)).toBe(demoQrText(created.qrcodeId));
    expect(demoQrText(created.qrcodeId)).toMatch(/^Wallet Demo: a demo deposit QR code \(.+\)\. It is not a payment and nothing can be paid with it\.$/);

    const { banks } = (await stub.server.call('GET', '/api/lookup/deposit', { token: stub.token })).body;
    const brands = banks.filter((bank: { bankType: string; bankCode: string }) => bank.bankType === 'PAYMENT' && bank.bankCode !== 'KBANK');
    expect(brands.map((bank: { bank: { nameTH: string; nameEN: string } }) => [bank.bank.nameTH, bank.bank.nameEN])).toEqual([
      ['WW Payment', 'WW Payment'],
      ['Paytimz', 'Paytimz'],
      ['Payonex', 'Payonex'],
      ['ZPay', 'ZPay'],
    ]);
  });

  it('creates a code with an SVG picture and a countdown, then expires it', async () => {
    const created = await create('KBANK', 50);
    expect(created.body).toMatchObject({ hasQrcode: true, amount: 50, expireIn: 1, status: 'WAITING' });
    expect(created.body.qrcode).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect((await create('KBANK', 50)).body.qrcode).not.toBe(created.body.qrcode);

    stub.server.clock.advance(1500);
    const second = (await get('KBANK')).body;
    expect(second).toMatchObject({ hasQrcode: false, status: 'EXPIRED' });
    const before = wallet();
    const paid = await pay(second.qrcodeId);
    expect(paid).toEqual({ status: 400, body: { message: 'QR_FAIL' } });
    expect(wallet()).toBe(before);
  });

  it('credits the wallet when paid and reports PAID', async () => {
    const created = (await create('PAYTIMZ', 120.5)).body;
    const before = wallet();
    expect((await pay(created.qrcodeId)).status).toBe(200);
    expect(wallet()).toBe(before + 12_050);
    expect((await get('PAYTIMZ')).body).toMatchObject({ status: 'PAID', hasQrcode: false, amount: 120.5 });
    const statement = await stub.server.call('POST', '/api/statement', { token: stub.token, body: { page: 1, limit: 1 } });
    expect(statement.body.statements[0]).toMatchObject({ statementType: 'deposit', from: 'PAYTIMZ', amount: 120.5, status: 'SUCCESS' });
    expect((await pay(created.qrcodeId)).status).toBe(400);
  });

  it('cancels a waiting code, which then cannot be paid', async () => {
    const created = (await create('WW', 100)).body;
    expect((await stub.server.call('DELETE', `/api/qrcode/${created.qrcodeId}`, { token: stub.token })).status).toBe(200);
    expect((await get('WW')).body).toMatchObject({ hasQrcode: false, status: 'CANCELLED' });
    expect((await stub.server.call('DELETE', `/api/qrcode/${created.qrcodeId}`, { token: stub.token })).body.message).toBe('QR_FAIL');
    expect((await pay(created.qrcodeId)).status).toBe(400);
    expect((await stub.server.call('DELETE', '/api/qrcode/unknown', { token: stub.token })).status).toBe(404);
  });

  it('creates a KBANK code from 1', async () => {
    expect((await create('KBANK', 1)).body).toMatchObject({ hasQrcode: true, amount: 1 });
  });

  it('keeps one waiting code per member: a new one cancels the other provider’s', async () => {
    const first = (await create('KBANK', 10)).body;
    await create('ZPAY', 10);
    expect((await get('KBANK')).body).toMatchObject({ qrcodeId: first.qrcodeId, status: 'CANCELLED' });
    expect((await get('ZPAY')).body).toMatchObject({ hasQrcode: true });
  });

  it('answers hasQrcode false with a message under the provider minimum, QR_FAIL for bad input', async () => {
    const before = storeSnapshot(stub.server);
    const low = await create('WW', 50);
    expect(low.status).toBe(200);
    expect(low.body.hasQrcode).toBe(false);
    expect(low.body.message).toBe('The minimum amount for WW is 100 BAHT');
    for (const amount of [0, -10, 'abc', '50', null, 1.234]) expect((await create('KBANK', amount)).body.message).toBe('QR_FAIL');
    // Under 1 for every provider, KBANK's 'above 0' included (spec §5).
    for (const provider of ['KBANK', 'WW', 'PAYTIMZ']) {
      for (const amount of [0.99, 0.5, 0.01]) expect(await create(provider, amount)).toEqual({ status: 400, body: { message: 'QR_FAIL' } });
    }
    expect((await create('NOPE', 100)).body.message).toBe('QR_FAIL');
    expect(storeSnapshot(stub.server)).toBe(before);
    expect(stub.server.store.state.qrcodes.size).toBe(0);
  });
});

describe('QR deposits against the spec-only stand-in (STUB_SHAPES=spec)', () => {
  const stub = withTestServer({ options: { shapes: 'spec' }, freshEachTest: true });
  const get = (provider: string) => stub.server.call('GET', `/api/qrcode/${provider}`, { token: stub.token });

  it('gives the QR state of spec section 3 only: a paid code is simply gone, before its expiry', async () => {
    const created = (await stub.server.call('POST', '/api/qrcode/KBANK', { token: stub.token, body: { amount: 100 } })).body;
    expect(Object.keys(created).sort()).toEqual(['amount', 'expireIn', 'hasQrcode', 'message', 'qrcode', 'qrcodeId']);
    expect(created).toMatchObject({ hasQrcode: true, amount: 100 });
    expect((await stub.server.call('POST', `/__dev/qrcode/${created.qrcodeId}/pay`)).status).toBe(200);
    const paid = (await get('KBANK')).body;
    expect(paid).toMatchObject({ hasQrcode: false });
    expect(paid).not.toHaveProperty('status');
  });
});
