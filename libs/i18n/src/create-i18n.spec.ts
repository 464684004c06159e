import { createI18n, loadErrorCodeTexts, loadTextParts, preloadNamespaces } from './create-i18n';
import { LOCALE_STORAGE_KEY } from './locale-storage';

describe('createI18n', () => {
  beforeEach(() => window.localStorage.clear());

  it('starts in the region default language when nothing is remembered', async () => {
    const i18n = await createI18n({ defaultLocale: 'lo' });
    expect(i18n.language).toBe('lo');
    expect(i18n.t('common:language.lo')).toBe('ລາວ');
    expect(i18n.t('common:notFound.title')).not.toBe('notFound.title');
  });

  it('remembers the chosen language and starts in it next time', async () => {
    const first = await createI18n({ defaultLocale: 'th' });
    await first.changeLanguage('en');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(first.t('common:notFound.title')).toBe('Page Not Found');
    expect(document.documentElement.lang).toBe('en');

    const second = await createI18n({ defaultLocale: 'th' });
    expect(second.language).toBe('en');
  });

  it('ignores a stored value that is not a supported language', async () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'fr');
    const i18n = await createI18n({ defaultLocale: 'th' });
    expect(i18n.language).toBe('th');
  });

  it("starts with the first screen's texts only; a feature's texts load with it and follow a language change", async () => {
    const i18n = await createI18n({ defaultLocale: 'en' });
    expect(i18n.hasLoadedNamespace('common')).toBe(true);
    expect(i18n.hasLoadedNamespace('errors')).toBe(true);
    expect(i18n.hasLoadedNamespace('auth')).toBe(false);
    expect(i18n.hasLoadedNamespace('wallet')).toBe(false);
    await preloadNamespaces('wallet');
    expect(i18n.t('wallet:home.totalBalance')).toBe('Total balance');
    await i18n.changeLanguage('th');
    expect(i18n.t('wallet:home.totalBalance')).toMatch(/[\u0E00-\u0E7F]/);
  });

  it("loads a namespace's part with the screen that shows it, then in every language chosen later", async () => {
    const i18n = await createI18n({ defaultLocale: 'en' });
    await preloadNamespaces('wallet');
    expect(i18n.exists('wallet:deposit.title')).toBe(false);
    await loadTextParts('wallet', 'deposit');
    expect(i18n.t('wallet:deposit.title')).toBe('Deposit');
    expect(i18n.t('wallet:home.totalBalance')).toBe('Total balance');
    await i18n.changeLanguage('lo');
    expect(i18n.t('wallet:deposit.title')).toMatch(/[\u0E80-\u0EFF]/);
  });

  // Last: once wanted, the error table stays wanted for the rest of the page's life.
  it("loads the server's error table when a call first fails, then in every language chosen later", async () => {
    const i18n = await createI18n({ defaultLocale: 'th' });
    await i18n.changeLanguage('en');
    expect(i18n.t('errors:network.connection')).toMatch(/internet/);
    expect(i18n.exists('errors:code.WRONG_CREDENTIAL')).toBe(false);

    await loadErrorCodeTexts();
    expect(i18n.t('errors:code.WRONG_CREDENTIAL')).toBe('Incorrect phone number or password');
    await i18n.changeLanguage('th');
    expect(i18n.t('errors:code.WRONG_CREDENTIAL')).toMatch(/[\u0E00-\u0E7F]/);
    await i18n.changeLanguage('lo');
    expect(i18n.t('errors:code.WRONG_CREDENTIAL')).toMatch(/[\u0E80-\u0EFF]/);
  });
});
