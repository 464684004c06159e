import { setupServer } from 'msw/node';
import type { HttpHandler } from 'msw';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createTestI18n } from '@wallet/i18n/testing';
import type { ApiContext } from './api-context';
import { createWalletStore, type WalletStore } from './api-store';
import { FakeXhr } from './fake-xhr';
import { FetchBackedXhr } from './fetch-backed-xhr';

export { FakeXhr } from './fake-xhr';

/** The real stand-in API on a port of its own, for tests against its HTTP calls and chat socket. */
export { startStubApi, type StubApiProcess } from './stub-api-process';

/** A real store for tests; by default it points at a closed port, so an unplanned call fails loudly. */
export function createTestStore(overrides: Partial<ApiContext> = {}): WalletStore {
  const i18n = createTestI18n('en');
  return createWalletStore({
    apiBase: 'http://127.0.0.1:9',
    trueLinkSecret: 'test-secret',
    translate: (key, options) => String(i18n.t(key as never, options as never)),
    navigate: () => undefined,
    ...overrides,
  });
}

/** Wraps a rendered tree in the store (pass as `wrap` to renderWithUi). */
export function withStore(store: WalletStore) {
  return (children: ReactNode) => createElement(Provider, { store, children });
}

/** An msw server for a spec file: started before its tests, reset after each, and failing any request no handler answers. */
export function startMockServer(...handlers: HttpHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** For a spec file that uploads to the real stand-in server: XMLHttpRequest sends over Node's fetch (see FetchBackedXhr). */
export function uploadOverNodeFetch() {
  swapXhr(FetchBackedXhr, beforeAll, afterAll);
}

/** For the tests that follow (in a describe): XMLHttpRequest is a FakeXhr the test drives; `FakeXhr.sent` holds each request. */
export function uploadByHand() {
  swapXhr(FakeXhr, beforeEach, afterEach);
  beforeEach(() => {
    FakeXhr.sent = [];
  });
}

function swapXhr(replacement: unknown, before: (fn: () => void) => void, after: (fn: () => void) => void) {
  const original = globalThis.XMLHttpRequest;
  before(() => {
    globalThis.XMLHttpRequest = replacement as typeof XMLHttpRequest;
  });
  after(() => {
    globalThis.XMLHttpRequest = original;
  });
}

/** A member's wallet answer with nothing in it but 10 in the wallet: `name` tells members apart. */
export const memberWallet = (name: string) => ({
  profile: { name, _id: name, createdAt: '2025-01-01T00:00:00Z', username: name, coin: 0 },
  bankAccount: { bankAccountName: name, bankAccountNo: '1234567890', bank: { nameTH: 'Bank' } },
  wallet: { amount: 10 },
  invite: { amount: 0, success: 0, fail: 0 },
  slots: [],
});

/** The smallest wallet answer with every block the specification gives: a member with `amount` and `coin`, no games. */
export function minimalWallet({ amount = 10, coin = 0 }: { amount?: number; coin?: number } = {}) {
  return {
    profile: { name: 'A', _id: 'a', createdAt: '2025-01-01T00:00:00Z', username: 'a', coin },
    bankAccount: { bankAccountName: 'A', bankAccountNo: '1234567890', bank: { nameTH: 'Bank' } },
    wallet: { amount },
    invite: { amount: 0, success: 0, fail: 0 },
    slots: [],
  };
}
