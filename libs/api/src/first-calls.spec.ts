import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { FIRST_CALL_FRESH_MS, settleFirstCalls, takeFirstCall } from './first-calls';
import { createTestStore, memberWallet as wallet } from './testing';
import { clearToken, storeToken } from './token-storage';
import { walletApi } from './areas/wallet/wallet.api';
import { siteApi } from './areas/site/site.api';

const API = 'http://wallet.test';
let asked = 0;
const server = setupServer(
  http.get(`${API}/api/wallet`, () => {
    asked += 1;
    return HttpResponse.json(wallet('from the network'));
  }),
  http.get(`${API}/api/lookup/agreements`, () => {
    asked += 1;
    return HttpResponse.json(['<p>from the network</p>']);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  asked = 0;
});
afterEach(() => {
  delete window.__walletFirstCalls;
  clearToken();
});
afterAll(() => server.close());

/** What index.html's first-calls script leaves: the wallet asked for with `token`. */
function documentAsked(token: string, answer: Promise<Response> = Promise.resolve(HttpResponse.json(wallet('from the document'))), startedAt = Date.now()) {
  window.__walletFirstCalls = { authorization: `Bearer ${token}`, startedAt, calls: { [`${API}/api/wallet`]: answer } };
}

const readWallet = (store: ReturnType<typeof createTestStore>) => store.dispatch(walletApi.endpoints.getWallet.initiate(undefined, { forceRefetch: true })).unwrap();

describe("the document's first calls", () => {
  it("answer the app's first reading of the wallet, once: the next reading asks the server", async () => {
    storeToken('token-A', true);
    documentAsked('token-A');
    const store = createTestStore({ apiBase: API });
    expect((await readWallet(store)).profile?.name).toBe('from the document');
    expect(asked).toBe(0);
    expect((await readWallet(store)).profile?.name).toBe('from the network');
    expect(asked).toBe(1);
  });

  it('are not taken for another session, or once they are old', async () => {
    storeToken('token-B', true);
    documentAsked('token-A');
    expect((await readWallet(createTestStore({ apiBase: API }))).profile?.name).toBe('from the network');
    documentAsked('token-B', undefined, Date.now() - FIRST_CALL_FRESH_MS - 1);
    expect((await readWallet(createTestStore({ apiBase: API }))).profile?.name).toBe('from the network');
    expect(asked).toBe(2);
  });

  it("fail as the app's own call would: a refused connection is the wallet's failure, not a silent wait", async () => {
    storeToken('token-A', true);
    const refused = Promise.reject(new TypeError('Failed to fetch'));
    refused.catch(() => undefined);
    documentAsked('token-A', refused);
    await expect(readWallet(createTestStore({ apiBase: API }))).rejects.toMatchObject({ status: 'NETWORK' });
  });

  it('give up as the request does when its time-out or its caller aborts it', async () => {
    documentAsked('token-A', new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const request = new Request(`${API}/api/wallet`, { headers: { Authorization: 'Bearer token-A' }, signal: controller.signal });
    const taken = takeFirstCall(request);
    controller.abort(new DOMException('The call took too long', 'TimeoutError'));
    await expect(taken).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});

describe("the document's answers no one takes", () => {
  /** An answer that says when its body is read. */
  const unread = () => {
    const arrayBuffer = jest.fn(() => Promise.resolve(new ArrayBuffer(0)));
    return { answer: Promise.resolve({ arrayBuffer } as unknown as Response), arrayBuffer };
  };
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('are read out at start when the app holds no such session (a broken token it dropped), freeing their connections', async () => {
    const wallet = unread();
    documentAsked('{"token":', wallet.answer);
    settleFirstCalls();
    await settled();
    expect(wallet.arrayBuffer).toHaveBeenCalled();
    expect(window.__walletFirstCalls?.calls).toEqual({});
  });

  it("are kept for the app's session, and read out when it changes", async () => {
    storeToken('token-A', true);
    const wallet = unread();
    documentAsked('token-A', wallet.answer);
    settleFirstCalls();
    await settled();
    expect(wallet.arrayBuffer).not.toHaveBeenCalled();
    storeToken('token-B', true);
    await settled();
    expect(wallet.arrayBuffer).toHaveBeenCalled();
  });

  it('are read out when a call finds them too old to take', async () => {
    const wallet = unread();
    documentAsked('token-A', wallet.answer, Date.now() - FIRST_CALL_FRESH_MS - 1);
    expect(takeFirstCall(new Request(`${API}/api/wallet`, { headers: { Authorization: 'Bearer token-A' } }))).toBeNull();
    await settled();
    expect(wallet.arrayBuffer).toHaveBeenCalled();
  });

  it("answer a visitor's first visit, asked without a session, and never a call that carries one", async () => {
    const agreements = () => Promise.resolve(HttpResponse.json(['<p>from the document</p>']));
    const visitorAsked = () => {
      window.__walletFirstCalls = { authorization: null, startedAt: Date.now(), calls: { [`${API}/api/lookup/agreements`]: agreements() } };
    };
    const readAgreements = (store: ReturnType<typeof createTestStore>) => store.dispatch(siteApi.endpoints.lookupAgreements.initiate(undefined, { forceRefetch: true })).unwrap();
    visitorAsked();
    const store = createTestStore({ apiBase: API });
    expect(await readAgreements(store)).toEqual(['<p>from the document</p>']);
    expect(asked).toBe(0);
    // A session began before the app asked: the visitor's answer is not its own.
    visitorAsked();
    storeToken('token-A', true);
    expect(await readAgreements(createTestStore({ apiBase: API }))).toEqual(['<p>from the network</p>']);
    expect(asked).toBe(1);
  });
});
