import { CLIENT_HEADER } from '@wallet/api/contract';
import { withTestServer } from '../spec-helpers';

describe('caching of answers', () => {
  const stub = withTestServer({ freshEachTest: true });

  const cacheOf = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(`${stub.server.url}${url}`, init);
    return { status: response.status, cache: response.headers.get('cache-control') };
  };
  const api = (url: string, token?: string) =>
    cacheOf(url, { headers: { [CLIENT_HEADER.name]: CLIENT_HEADER.value, ...(token ? { Authorization: `Bearer ${token}` } : {}) } });

  it('marks every API answer no-store: data, errors, unknown routes and dev controls', async () => {
    expect(await api('/api/lookup/info')).toEqual({ status: 200, cache: 'no-store' });
    expect(await api('/api/wallet', stub.token)).toEqual({ status: 200, cache: 'no-store' });
    expect(await api('/api/wallet')).toEqual({ status: 401, cache: 'no-store' });
    expect(await cacheOf('/api/lookup/info')).toEqual({ status: 400, cache: 'no-store' });
    expect(await api('/api/no/such/call')).toEqual({ status: 404, cache: 'no-store' });
    expect(await cacheOf('/__dev/otp/0000000000')).toEqual({ status: 404, cache: 'no-store' });
  });

  it("marks the 'gone' answers no-store, so a site switched back on is seen at once", async () => {
    await stub.server.call('POST', '/__dev/site', { body: { active: false } });
    expect(await api('/api/lookup/banks')).toEqual({ status: 410, cache: 'no-store' });
    expect(await api('/api/lookup/active')).toEqual({ status: 200, cache: 'no-store' });
    await stub.server.call('POST', '/__dev/site', { body: { active: true } });
    expect(await api('/api/lookup/banks')).toEqual({ status: 200, cache: 'no-store' });
  });

  it('lets the demo files keep their own caching, but not their errors', async () => {
    expect(await cacheOf('/api/assets/games/pg.svg')).toEqual({ status: 200, cache: 'no-cache' });
    expect(await cacheOf('/api/assets/games/missing.svg')).toEqual({ status: 404, cache: 'no-store' });
  });
});
