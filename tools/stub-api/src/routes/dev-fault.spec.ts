import { CLIENT_HEADER } from '@wallet/api/contract';
import { LIMITS } from '@wallet/domain';
import { STALL_MS } from '../http/faults';
import { startTestServer, withTestServer, type TestServer } from '../spec-helpers';

/** The raw answer as a browser would get it: status, content type and the body's text. */
async function raw(server: TestServer, path: string, token?: string) {
  const response = await fetch(`${server.url}${path}`, {
    headers: { [CLIENT_HEADER.name]: CLIENT_HEADER.value, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

describe('arranged faults (POST /__dev/fault)', () => {
  const stub = withTestServer({ freshEachTest: true });
  afterEach(() => stub.server.call('POST', '/__dev/fault/clear'));

  const arrange = (body: unknown) => stub.server.call('POST', '/__dev/fault', { body });
  const wallet = () => raw(stub.server, '/api/wallet', stub.token);

  it('answers 500 with the backend error code', async () => {
    await arrange({ method: 'GET', path: '/api/wallet', kind: 'status-500' });
    expect(await wallet()).toEqual({ status: 500, type: expect.stringContaining('application/json'), text: '{"message":"INTERNAL_SERVER_ERROR"}' });
  });

  it('answers 200 with a body that is not JSON, or with no body at all', async () => {
    await arrange({ method: 'GET', path: '/api/wallet', kind: 'invalid-json', times: 1 });
    const broken = await wallet();
    expect(broken).toMatchObject({ status: 200, type: expect.stringContaining('application/json') });
    expect(() => JSON.parse(broken.text)).toThrow();

    await arrange({ method: 'GET', path: '/api/wallet', kind: 'empty', times: 1 });
    expect(await wallet()).toMatchObject({ status: 200, text: '' });
  });

  it('answers 200 carrying a failure code, the given one or INTERNAL_SERVER_ERROR', async () => {
    await arrange({ method: 'POST', path: '/api/wallet/transfer', kind: 'failure-code', code: 'TRANSFER_FAIL', times: 1 });
    const transfer = await stub.server.call('POST', '/api/wallet/transfer', { token: stub.token, body: { from: 'WALLET', to: 'PG', amount: 10 } });
    expect(transfer).toEqual({ status: 200, body: { message: 'TRANSFER_FAIL' } });
    await arrange({ method: 'GET', path: '/api/wallet', kind: 'failure-code', times: 1 });
    expect(await stub.server.call('GET', '/api/wallet', { token: stub.token })).toEqual({ status: 200, body: { message: 'INTERNAL_SERVER_ERROR' } });
  });

  it('drops the connection without an answer', async () => {
    await arrange({ method: 'GET', path: '/api/wallet', kind: 'drop' });
    await expect(wallet()).rejects.toThrow();
  });

  it('fails only the next `times` matching calls, by method and path pattern, and leaves the money untouched', async () => {
    const before = (await stub.server.call('GET', '/api/wallet', { token: stub.token })).body.wallet.amount;
    await arrange({ method: 'GET', path: '/api/wallet/activate/*', kind: 'status-500', times: 2 });
    const activate = (code: string) => stub.server.call('GET', `/api/wallet/activate/${code}`, { token: stub.token });
    expect((await stub.server.call('POST', '/api/wallet/activate/SLOTXO', { token: stub.token })).status).toBe(404);
    expect((await activate('SLOTXO')).status).toBe(500);
    expect((await activate('PG')).status).toBe(500);
    expect((await activate('SLOTXO')).status).toBe(200);
    expect((await stub.server.call('GET', '/api/wallet', { token: stub.token })).body.wallet.amount).toBe(before);
  });

  it('counts every /api call as it arrives, faulted or refused, until cleared', async () => {
    await stub.server.call('POST', '/__dev/fault/clear');
    await arrange({ method: 'POST', path: '/api/wallet/transfer', kind: 'status-500', times: 1 });
    await stub.server.call('POST', '/api/wallet/transfer', { token: stub.token, body: { from: 'WALLET', to: 'PG', amount: 10 } });
    await stub.server.call('POST', '/api/wallet/transfer', { body: { from: 'WALLET', to: 'PG', amount: 10 } });
    await stub.server.call('GET', '/api/assets/games/pg.svg');
    const { body } = await stub.server.call('GET', '/__dev/calls');
    expect(body.calls).toEqual({ 'POST /api/wallet/transfer': 2 });
    await stub.server.call('POST', '/__dev/fault/clear');
    expect((await stub.server.call('GET', '/__dev/calls')).body).toEqual({ calls: {} });
  });

  it('holds a stalled call, answering others meanwhile, until the faults are cleared', async () => {
    await arrange({ method: 'GET', path: '/api/wallet', kind: 'stall', times: 1 });
    let answered = false;
    const held = wallet().then((answer) => ((answered = true), answer));
    // Once the lookup below has its answer, the stalled call has long arrived.
    expect((await stub.server.call('GET', '/api/lookup/info')).status).toBe(200);
    expect((await stub.server.call('GET', '/__dev/calls')).body.calls['GET /api/wallet']).toBe(1);
    expect(answered).toBe(false);
    await stub.server.call('POST', '/__dev/fault/clear');
    expect((await held).status).toBe(200);
  });

  it('refuses rules it cannot follow', async () => {
    const bad = [
      { method: 'GET', path: '/api/wallet', kind: 'slow' },
      { method: 'FETCH', path: '/api/wallet', kind: 'drop' },
      { method: 'GET', path: '/__dev/reset', kind: 'drop' },
      { method: 'GET', path: '/api/wallet', kind: 'drop', times: 0 },
      { method: 'GET', path: '/api/wallet', kind: 'drop', code: 'TRANSFER_FAIL' },
      { method: 'GET', path: '/api/wallet', kind: 'failure-code', code: '<b>' },
      { method: 'GET', path: '/api/wallet', kind: 'drop', extra: true },
    ];
    for (const body of bad) expect(await arrange(body)).toEqual({ status: 400, body: { message: 'KEY_INVALID' } });
    expect((await wallet()).status).toBe(200);
  });
});

describe('a stall', () => {
  it('outlasts the client time-out of spec section 7', () => {
    expect(STALL_MS).toBeGreaterThan(LIMITS.REQUEST_TIMEOUT_MS);
  });

  it('answers as usual once its time is up', async () => {
    const server = await startTestServer({}, { stallMs: 50 });
    try {
      const token = await server.login();
      await server.call('POST', '/__dev/fault', { body: { method: 'GET', path: '/api/wallet', kind: 'stall' } });
      const answer = await server.call('GET', '/api/wallet', { token });
      expect(answer.status).toBe(200);
      expect(answer.body.wallet).toBeDefined();
    } finally {
      await server.close();
    }
  });

  it('never keeps the server from closing', async () => {
    const server = await startTestServer();
    await server.call('POST', '/__dev/fault', { body: { method: 'GET', path: '/api/lookup/info', kind: 'stall' } });
    const held = raw(server, '/api/lookup/info').catch(() => null);
    await server.call('GET', '/api/lookup/banks');
    const started = Date.now();
    await server.close();
    await held;
    expect(Date.now() - started).toBeLessThan(STALL_MS / 2);
  });
});
