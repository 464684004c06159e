// The deposit lookups as the server answers them, for the deposit specs.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { DepositBankAccount, DepositLookup, QrState, SlipSettings } from '@wallet/api';
import { API } from './wallet-test-kit';

export function depositAccount(overrides: Partial<DepositBankAccount> & Pick<DepositBankAccount, 'bankCode'>): DepositBankAccount {
  return {
    bankType: 'BANK',
    mode: 'AUTO',
    bank: { nameTH: `ธนาคาร ${overrides.bankCode}`, nameEN: `${overrides.bankCode} Bank` },
    bankAccountName: 'WALLET DEMO CO LTD',
    bankAccountNo: '0421234567',
    currency: 'BAHT',
    ...overrides,
  };
}

const qrProvider = (bankCode: string, nameEN: string) =>
  depositAccount({ bankCode, bankType: 'PAYMENT', mode: 'QR', bankAccountNo: `${bankCode}-QR`, bank: { nameTH: nameEN, nameEN } });

export function depositLookup(overrides: Partial<DepositLookup> = {}): DepositLookup {
  return {
    banks: [
      depositAccount({ bankCode: 'KBANK', bank: { nameTH: 'ธนาคารกสิกรไทย', nameEN: 'Kasikornbank' } }),
      depositAccount({ bankCode: 'GSB', mode: 'SMS', bankAccountNo: '020123456789', bank: { nameTH: 'ธนาคารออมสิน', nameEN: 'Government Savings Bank' } }),
      depositAccount({ bankCode: 'BCEL', bankAccountNo: '0101000123456', currency: 'LAK', bank: { nameTH: 'ທະນາຄານການຄ້າຕ່າງປະເທດລາວ', nameEN: 'BCEL' } }),
      qrProvider('KBANK', 'Kasikornbank QR'),
      qrProvider('WW', 'WW Payment'),
      qrProvider('PAYTIMZ', 'Paytimz'),
    ],
    wallets: [
      { walletAccountName: 'WALLET DEMO', mode: 'AUTO' },
      { walletAccountName: 'WALLET DEMO GIFT', mode: 'LINK' },
    ],
    isManual: false,
    ...overrides,
  };
}

export function noQr(overrides: Partial<QrState> = {}): QrState {
  return { qrcodeId: '', hasQrcode: false, qrcode: '', amount: 0, expireIn: 0, message: '', ...overrides };
}

export function liveQr(overrides: Partial<QrState> = {}): QrState {
  return { qrcodeId: 'qr-1', hasQrcode: true, qrcode: '<svg viewBox="0 0 10 10"><rect width="10" height="10"/></svg>', amount: 100, expireIn: 300, message: '', status: 'WAITING', ...overrides };
}

export const SLIP_SETTINGS = { enabled: true, closedFrom: null, closedTo: null, maxFileMb: 10 } satisfies SlipSettings;

/** The lookups the deposit modal makes on opening: every QR provider without a code. */
export function depositHandlers(lookup: DepositLookup = depositLookup()): HttpHandler[] {
  return [
    http.get(`${API}/api/lookup/deposit`, () => HttpResponse.json(lookup)),
    http.get(`${API}/api/lookup/slip`, () => HttpResponse.json(SLIP_SETTINGS)),
    http.get(`${API}/api/qrcode/:provider`, () => HttpResponse.json(noQr())),
  ];
}
