import { DEMO, withTestServer } from '../spec-helpers';

describe('arranged auth failures (POST /__dev/auth-failure)', () => {
  const stub = withTestServer({ freshEachTest: true });

  const arrange = (body: unknown) => stub.server.call('POST', '/__dev/auth-failure', { body });
  const wallet = (token = stub.token) => stub.server.call('GET', '/api/wallet', { token });

  it.each([
    ['EXPIRED_AUTH_TOKEN', 401],
    ['UNAUTHORIZED', 401],
    ['INVALID_USER_1', 401],
    ['INVALID_USER_2', 401],
    ['INVALID_USER_3', 401],
    ['INVALID_USER_4', 401],
    ['INACTIVE_USER', 403],
  ])('answers %s (HTTP %d) for the next calls of the member, then works again', async (code, status) => {
    expect((await arrange({ username: DEMO.username, code, times: 2 })).body).toEqual({ message: 'SUCCESS', code, times: 2 });
    expect(await wallet()).toEqual({ status, body: { message: code } });
    expect(await stub.server.call('GET', '/api/lookup/info', { token: stub.token })).toEqual({ status, body: { message: code } });
    expect((await wallet()).status).toBe(200);
  });

  it('applies to every token of the member when arranged by username, to one token when arranged by token', async () => {
    const second = await stub.server.login();
    await arrange({ username: DEMO.username, code: 'INVALID_USER_2', times: 2 });
    expect((await wallet(second)).body.message).toBe('INVALID_USER_2');
    expect((await wallet()).body.message).toBe('INVALID_USER_2');

    await arrange({ token: second, code: 'UNAUTHORIZED' });
    expect((await wallet()).status).toBe(200);
    expect((await wallet(second)).body.message).toBe('UNAUTHORIZED');
    expect((await wallet(second)).status).toBe(200);
  });

  it('leaves calls without a token, and other members, alone', async () => {
    await arrange({ username: DEMO.username, code: 'INACTIVE_USER', times: 5 });
    expect((await stub.server.call('GET', '/api/lookup/info')).status).toBe(200);
    const other = await stub.server.login('0898765432', 'demo1234');
    expect((await wallet(other)).status).toBe(200);
  });

  it('is forgotten on reset', async () => {
    await arrange({ username: DEMO.username, code: 'INVALID_USER_1', times: 3 });
    await stub.server.call('POST', '/__dev/reset');
    expect((await wallet()).status).toBe(200);
  });

  it('refuses unknown codes, members, tokens and counts', async () => {
    expect((await arrange({ username: DEMO.username, code: 'MONEY_NOT_ENOUGH' })).body.message).toBe('KEY_INVALID');
    expect((await arrange({ username: DEMO.username, code: 'INVALID_USER_2', times: 0 })).body.message).toBe('KEY_INVALID');
    expect((await arrange({ username: DEMO.username, token: stub.token, code: 'INVALID_USER_2' })).body.message).toBe('KEY_INVALID');
    expect((await arrange({ code: 'INVALID_USER_2' })).body.message).toBe('KEY_INVALID');
    expect(await arrange({ username: '0899999999', code: 'INVALID_USER_2' })).toEqual({ status: 404, body: { message: 'NO_DATA' } });
    expect(await arrange({ token: 'made-up', code: 'INVALID_USER_2' })).toEqual({ status: 404, body: { message: 'NO_DATA' } });
    expect((await wallet()).status).toBe(200);
  });
});
