import { createI18n, preloadNamespaces, withTextParts } from './create-i18n';

// The network is gone while a screen's texts download, then comes back.
const network = { up: false };
jest.mock('./locales/en/spin.json', () => {
  if (!network.up) throw new TypeError('Failed to fetch dynamically imported module');
  return jest.requireActual('./locales/en/spin.json');
});
jest.mock('./locales/en/wallet.deposit.json', () => {
  if (!network.up) throw new TypeError('Failed to fetch dynamically imported module');
  return jest.requireActual('./locales/en/wallet.deposit.json');
});

describe("a screen's texts, offline", () => {
  beforeEach(() => {
    window.localStorage.clear();
    network.up = false;
  });

  it('fail the screen that needs them instead of letting it paint keys, and load when asked again online', async () => {
    const i18n = await createI18n({ defaultLocale: 'en' });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(preloadNamespaces('spin')).rejects.toThrow('Texts could not be loaded: spin');
    network.up = true;
    await preloadNamespaces('spin');
    expect(i18n.t('spin:title')).not.toBe('title');
  });

  it("fail a sheet's code with its text part, and load both when asked again online", async () => {
    const i18n = await createI18n({ defaultLocale: 'en' });
    const code = () => Promise.resolve({ DepositModal: 'the sheet' });
    await expect(withTextParts(code(), 'wallet', 'deposit')).rejects.toThrow();
    network.up = true;
    await expect(withTextParts(code(), 'wallet', 'deposit')).resolves.toEqual({ DepositModal: 'the sheet' });
    expect(i18n.t('wallet:deposit.title')).toBe('Deposit');
  });
});
