import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@wallet/config';
import { DEFAULT_NAMESPACE, FIRST_LOAD_NAMESPACES, type FeatureNamespace } from './namespaces';
import { isLocale, readStoredLocale, storeLocale } from './locale-storage';

type LanguageResources = Record<string, unknown>;

// Dynamic imports keep every language but the active one out of the first load, and each
// feature's texts out of it until the feature loads.
const firstLoad: Record<Locale, () => Promise<{ resources: LanguageResources }>> = {
  th: () => import('./locales/th-first-load'),
  lo: () => import('./locales/lo-first-load'),
  en: () => import('./locales/en-first-load'),
};

type JsonModule = Promise<{ default: unknown }>;
const featureTexts: Record<Locale, Record<FeatureNamespace, () => JsonModule>> = {
  th: { wallet: () => import('./locales/th/wallet.json'), bonus: () => import('./locales/th/bonus.json'), spin: () => import('./locales/th/spin.json'), chat: () => import('./locales/th/chat.json') },
  lo: { wallet: () => import('./locales/lo/wallet.json'), bonus: () => import('./locales/lo/bonus.json'), spin: () => import('./locales/lo/spin.json'), chat: () => import('./locales/lo/chat.json') },
  en: { wallet: () => import('./locales/en/wallet.json'), bonus: () => import('./locales/en/bonus.json'), spin: () => import('./locales/en/spin.json'), chat: () => import('./locales/en/chat.json') },
};

// The server's error table (errors:code.*) is most of 'errors' and only needed once a call fails:
// it loads then (loadErrorCodeTexts), and from then on with 'errors' in any language chosen later.
const errorCodeTexts: Record<Locale, () => JsonModule> = {
  th: () => import('./locales/th/errors.code.json'),
  lo: () => import('./locales/lo/errors.code.json'),
  en: () => import('./locales/en/errors.code.json'),
};
let errorCodesWanted = false;

async function loadNamespace(language: string, namespace: string): Promise<unknown> {
  if (!isLocale(language)) return {};
  if (namespace in featureTexts[language]) return (await featureTexts[language][namespace as FeatureNamespace]()).default;
  const texts = (await firstLoad[language]()).resources[namespace] ?? {};
  if (namespace !== 'errors' || !errorCodesWanted) return texts;
  return { ...texts, code: (await errorCodeTexts[language]()).default };
}

export interface I18nOptions {
  defaultLocale: Locale;
}

// The app's one instance, for the feature loaders (preloadNamespaces); tests make their own.
let appInstance: i18n | null = null;

/**
 * Starts i18next in the remembered language (or the region default) and remembers every later
 * choice. Resolves once the first-load namespaces of the active language are in, so the first
 * paint is already translated; a feature's namespace loads with the feature.
 */
export async function createI18n({ defaultLocale }: I18nOptions): Promise<i18n> {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (language) => {
    if (!isLocale(language)) return;
    storeLocale(language);
    if (typeof document !== 'undefined') document.documentElement.lang = language;
  });
  await instance
    .use(resourcesToBackend(loadNamespace))
    .use(initReactI18next)
    .init({
      lng: readStoredLocale(defaultLocale),
      fallbackLng: false,
      supportedLngs: ['th', 'lo', 'en'],
      ns: [...FIRST_LOAD_NAMESPACES],
      defaultNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  appInstance = instance;
  return instance;
}

/**
 * Makes the server's error table ready in the active language (and in every language chosen
 * later), for a call that failed with a code: resolves once its texts can be shown. A table that
 * cannot be loaded (the network is gone too) resolves all the same: the raw code shows instead.
 */
export async function loadErrorCodeTexts(): Promise<void> {
  errorCodesWanted = true;
  const instance = appInstance;
  if (!instance) return;
  // Every language whose 'errors' is already in (a language chosen earlier is not loaded again).
  const missing = (['th', 'lo', 'en'] as const).filter((language) => instance.hasResourceBundle(language, 'errors') && !instance.exists('errors:code.OK', { lng: language }));
  try {
    for (const language of missing) {
      instance.addResourceBundle(language, 'errors', { code: (await errorCodeTexts[language]()).default }, true, true);
    }
  } catch (error) {
    console.error('The error texts could not be loaded', error);
  }
}

/**
 * Loads feature namespaces in the active language (and keeps them loaded across a language
 * change): a feature's loader waits for its texts with its code, so it never paints keys.
 */
export async function preloadNamespaces(...namespaces: FeatureNamespace[]): Promise<void> {
  await appInstance?.loadNamespaces(namespaces);
}
