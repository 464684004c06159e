// Shared set-up of the account specs: the member's profile and wallet as the server answers them,
// and rendering in the member's dark theme with a real store and a router at a given address.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ReactElement } from 'react';
import type { Profile, WalletResponse } from '@wallet/api';
import { createTestStore, startMockServer, withStore } from '@wallet/api/testing';
import { RegionProvider, regionFromEnv, type Locale, type RegionCode } from '@wallet/config';
import { darkTheme } from '@wallet/ui';
import { renderWithUi } from '@wallet/ui/testing';

export const API = 'http://wallet.test';

export const PROFILE: Profile = {
  _id: 'm1',
  username: '0812345678',
  name: 'Somchai',
  createdAt: '2026-01-02T03:04:05',
  coin: 12,
  currency: 'BAHT',
  bankCode: 'KBANK',
  bankAccountName: 'SOMCHAI JAIDEE',
  bankAccountNo: '1234567890',
};

export const BANKS = [
  { code: 'KBANK', nameTH: 'ธนาคารกสิกรไทย' },
  { code: 'KTB', nameTH: 'ธนาคารกรุงไทย' },
  { code: 'SCB', nameTH: 'ธนาคารไทยพาณิชย์' },
];

export function walletAnswer(): WalletResponse {
  return {
    profile: { name: PROFILE.name, _id: PROFILE._id, createdAt: PROFILE.createdAt, username: PROFILE.username, coin: 12, currency: 'BAHT' },
    bankAccount: { bankCode: 'KBANK', bankAccountName: PROFILE.bankAccountName, bankAccountNo: PROFILE.bankAccountNo, bank: { nameTH: BANKS[0].nameTH } },
    wallet: { amount: 1000 },
    invite: { amount: 0, success: 0, fail: 0 },
    slots: [
      { code: 'PG', name: 'PG Soft', logo: '', background: '', category: 'slot', isActive: true, amount: 0, ftWalletSlot: 1, web: null, android: null, ios: null, username: '', password: '' },
    ],
  };
}

/** An error answer as the server sends it: the code in `message`. */
export function refuse(code: string, status = 400) {
  return HttpResponse.json({ message: code }, { status });
}

export function accountHandlers(): HttpHandler[] {
  return [
    http.get(`${API}/api/account/profile`, () => HttpResponse.json(PROFILE)),
    http.get(`${API}/api/lookup/banks`, () => HttpResponse.json(BANKS)),
    http.get(`${API}/api/wallet`, () => HttpResponse.json(walletAnswer())),
  ];
}

/** An msw server whose unhandled requests fail the test. */
export const startServer = startMockServer;

export function renderAccount(ui: ReactElement, { region = 'th', route = '/user/profile', locale = 'en' }: { region?: RegionCode; route?: string; locale?: Locale } = {}) {
  const store = createTestStore({ apiBase: API });
  const config = regionFromEnv({ VITE_REGION: region, VITE_KIP_PER_BAHT: '650' });
  const view = renderWithUi(ui, { route, locale, theme: darkTheme, wrap: (children) => <RegionProvider config={config}>{withStore(store)(children)}</RegionProvider> });
  return { ...view, store };
}
