import fc from 'fast-check';
import { phoneWalletModes, qrCodeForm, splitDepositAccounts, type DepositAccountInput } from './deposit-accounts';

const account = (bankCode: string, mode: string, currency = 'BAHT'): DepositAccountInput => ({
  bankCode,
  mode,
  currency,
  bank: { nameTH: `${bankCode} TH`, nameEN: `${bankCode} EN` },
});

describe('splitDepositAccounts (spec §3, §9)', () => {
  it('puts QR accounts in the QR providers and every other mode in the transfer list, in order', () => {
    const banks = [account('KBANK', 'AUTO'), account('KBANK', 'QR'), account('GSB', 'SMS'), account('WW', 'QR'), account('X', 'MANUAL')];
    const { transfer, qr } = splitDepositAccounts(banks, 'BAHT');
    expect(transfer.map((a) => `${a.bankCode}/${a.mode}`)).toEqual(['KBANK/AUTO', 'GSB/SMS', 'X/MANUAL']);
    expect(qr.map((a) => a.bankCode)).toEqual(['KBANK', 'WW']);
  });

  it("keeps only the member's currency", () => {
    const banks = [account('BCEL', 'AUTO', 'LAK'), account('JDB', 'AUTO', 'BAHT'), account('KBANK', 'QR', 'BAHT')];
    expect(splitDepositAccounts(banks, 'LAK')).toEqual({ transfer: [banks[0]], qr: [] });
    expect(splitDepositAccounts(banks, 'BAHT')).toEqual({ transfer: [banks[1]], qr: [banks[2]] });
  });

  it('keeps every account when the member currency is unknown', () => {
    const banks = [account('BCEL', 'AUTO', 'LAK'), account('JDB', 'AUTO', 'BAHT'), account('KBANK', 'QR', 'BAHT')];
    expect(splitDepositAccounts(banks, null)).toEqual({ transfer: [banks[0], banks[1]], qr: [banks[2]] });
  });

  it('loses and invents no account of the currency', () => {
    const modes = fc.constantFrom('AUTO', 'SMS', 'QR', 'qr', 'OTHER');
    const banks = fc.array(fc.record({ code: fc.string(), mode: modes, currency: fc.constantFrom('BAHT', 'LAK') }));
    fc.assert(
      fc.property(banks, (list) => {
        const input = list.map((item) => account(item.code, item.mode, item.currency));
        const { transfer, qr } = splitDepositAccounts(input, 'BAHT');
        expect(transfer.length + qr.length).toBe(input.filter((a) => a.currency === 'BAHT').length);
        expect(qr.every((a) => a.mode.toUpperCase() === 'QR')).toBe(true);
      }),
    );
  });
});

describe('phoneWalletModes (spec §2, §9; issue 24)', () => {
  const wallet = (walletAccountName: string, mode: string | null) => ({ walletAccountName, mode });

  it('takes AUTO, in any case, as the automatic account and every other mode as gift-link mode', () => {
    expect(phoneWalletModes([wallet('A', 'AUTO'), wallet('L', 'LINK')])).toEqual({ auto: wallet('A', 'AUTO'), link: wallet('L', 'LINK') });
    expect(phoneWalletModes([wallet('A', 'auto'), wallet('G', 'GIFT')])).toEqual({ auto: wallet('A', 'auto'), link: wallet('G', 'GIFT') });
    expect(phoneWalletModes([wallet('G', 'link')]).link).toEqual(wallet('G', 'link'));
    expect(phoneWalletModes([wallet('N', null)]).link).toEqual(wallet('N', null));
    expect(phoneWalletModes([])).toEqual({ auto: null, link: null });
  });

  it('never loses the gift link to a mode it does not know, and never takes AUTO as one (property)', () => {
    const mode = fc.oneof(fc.constantFrom('AUTO', 'auto', ' Auto ', 'LINK', 'link', 'TRUEMONEY', ''), fc.string(), fc.constant(null));
    fc.assert(
      fc.property(fc.array(fc.record({ walletAccountName: fc.string(), mode })), (wallets) => {
        const modes = phoneWalletModes(wallets);
        const auto = (w: { mode: string | null }) => (w.mode ?? '').trim().toUpperCase() === 'AUTO';
        expect(modes.auto).toBe(wallets.find(auto) ?? null);
        expect(modes.link).toBe(wallets.find((w) => !auto(w)) ?? null);
      }),
    );
  });
});

describe('qrCodeForm (spec §3)', () => {
  it('tells markup from an image address and from nothing', () => {
    expect(qrCodeForm('<svg viewBox="0 0 1 1"></svg>')).toBe('markup');
    expect(qrCodeForm('  <img src="x">')).toBe('markup');
    expect(qrCodeForm('data:image/png;base64,AAAA')).toBe('image');
    expect(qrCodeForm('https://qr.example/1.png')).toBe('image');
    expect(qrCodeForm('/api/assets/qr/1.png')).toBe('image');
    expect(qrCodeForm('//evil.example/x.png')).toBe('none');
    expect(qrCodeForm('javascript:alert(1)')).toBe('none');
    expect(qrCodeForm('')).toBe('none');
    expect(qrCodeForm(null)).toBe('none');
  });
});
