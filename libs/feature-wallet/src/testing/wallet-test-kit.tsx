// Shared set-up of the wallet specs: a member's wallet as the server answers it, the lookups home
// asks for, and rendering inside the member's dark theme with a real store.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ReactElement } from 'react';
import type { GameAccount, WalletResponse } from '@wallet/api';
import { createTestStore, startMockServer, withStore } from '@wallet/api/testing';
import { RegionProvider, regionFromEnv, type Locale, type RegionCode, type RegionEnv } from '@wallet/config';
import { darkTheme } from '@wallet/ui';
import { renderWithUi } from '@wallet/ui/testing';

export const API = 'http://wallet.test';

export function game(overrides: Partial<GameAccount> & Pick<GameAccount, 'code'>): GameAccount {
  return {
    name: overrides.code,
    logo: `/logo/${overrides.code}.svg`,
    background: '/bg.svg',
    category: 'slot',
    isActive: true,
    amount: 0,
    ftWalletSlot: 1,
    web: `https://play.test/${overrides.code}`,
    android: `https://android.test/${overrides.code}`,
    ios: `https://ios.test/${overrides.code}`,
    username: `${overrides.code.toLowerCase()}user`,
    password: 'secret88',
    ...overrides,
  };
}

/** A wallet answer with every block the specification gives (the client reads one without some: issue 38 item 3). */
export type FullWallet = WalletResponse & { profile: NonNullable<WalletResponse['profile']>; invite: NonNullable<WalletResponse['invite']> };

export function walletAnswer(overrides: Partial<WalletResponse> = {}): FullWallet {
  return {
    profile: { name: 'Somchai', _id: 'm1', createdAt: '2026-01-02T03:04:05Z', username: '0812345678', coin: 12, currency: 'BAHT' },
    bankAccount: { bankCode: 'KBANK', bankAccountName: 'SOMCHAI JAIDEE', bankAccountNo: '1234567890', bank: { nameTH: 'ธนาคารกสิกรไทย' } },
    wallet: { amount: 1000.5 },
    invite: { amount: 50, success: 2, fail: 1 },
    slots: [
      game({ code: 'PG', amount: 250.25, category: 'slot' }),
      game({ code: 'JOKER', amount: 12, category: 'slot', ftWalletSlot: 10 }),
      game({ code: 'UFABET', amount: 80, category: 'sport' }),
      game({ code: 'HUAYHD', amount: 0, category: 'lotto', isActive: false }),
    ],
    ...overrides,
  } as FullWallet;
}

/** An error answer as the server sends it: the code in `message`. */
export function refuse(code: string, status = 400) {
  return HttpResponse.json({ message: code }, { status });
}

/** The calls home makes on arrival, answering with `wallet`; later `server.use(...)` overrides any. */
export function homeHandlers(wallet: WalletResponse = walletAnswer()): HttpHandler[] {
  return [
    http.get(`${API}/api/wallet`, () => HttpResponse.json(wallet)),
    http.get(`${API}/api/wallet/refresh/slot`, () => HttpResponse.json({ message: 'SUCCESS' })),
    http.get(`${API}/api/lookup/notice`, () => HttpResponse.json({ notice: '' })),
    http.get(`${API}/api/spinwheel/active`, () => HttpResponse.json({ active: true })),
    http.get(`${API}/api/lookup/agreements`, () => HttpResponse.json(['<p>Be 18 or older.</p>'])),
  ];
}

/** An msw server whose unhandled requests fail the test. */
export const startServer = startMockServer;

/** `env` adds a mode file's other settings (for example VITE_QR_MIN_OVERRIDE) to the region's; `locale` the screen's language (English by default). */
export function renderWallet(ui: ReactElement, { region = 'th', route = '/user/home', env = {}, locale }: { region?: RegionCode; route?: string; env?: RegionEnv; locale?: Locale } = {}) {
  const store = createTestStore({ apiBase: API });
  const config = regionFromEnv({ VITE_KIP_PER_BAHT: '650', ...env, VITE_REGION: region });
  const view = renderWithUi(ui, { route, locale, theme: darkTheme, wrap: (children) => <RegionProvider config={config}>{withStore(store)(children)}</RegionProvider> });
  return { ...view, store };
}
