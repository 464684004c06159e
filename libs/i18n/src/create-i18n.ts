import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@wallet/config';
import { DEFAULT_NAMESPACE, FIRST_LOAD_NAMESPACES, type FeatureNamespace, type PartedNamespace, type TextPart } from './namespaces';
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
  th: { auth: () => import('./locales/th/auth.json'), wallet: () => import('./locales/th/wallet.json'), bonus: () => import('./locales/th/bonus.json'), spin: () => import('./locales/th/spin.json'), chat: () => import('./locales/th/chat.json') },
  lo: { auth: () => import('./locales/lo/auth.json'), wallet: () => import('./locales/lo/wallet.json'), bonus: () => import('./locales/lo/bonus.json'), spin: () => import('./locales/lo/spin.json'), chat: () => import('./locales/lo/chat.json') },
  en: { auth: () => import('./locales/en/auth.json'), wallet: () => import('./locales/en/wallet.json'), bonus: () => import('./locales/en/bonus.json'), spin: () => import('./locales/en/spin.json'), chat: () => import('./locales/en/chat.json') },
};

// A namespace's parts (TEXT_PARTS) load when a screen that shows them asks (loadTextParts), and
// from then on with their namespace in any language chosen later.
const wantedParts = new Set<string>();
const partsWanted = (namespace: string) => [...wantedParts].filter((key) => key.startsWith(`${namespace}.`)).map((key) => key.slice(namespace.length + 1));
const loadPart = (language: Locale, namespace: string, part: string): Promise<unknown> => import('./text-parts').then(({ importPart }) => importPart(language, namespace, part));

async function loadNamespace(language: string, namespace: string): Promise<unknown> {
  if (!isLocale(language)) return {};
  const parts = partsWanted(namespace);
  const [texts, ...partTexts] = await Promise.all([
    namespace in featureTexts[language] ? featureTexts[language][namespace as FeatureNamespace]().then((module) => module.default) : firstLoad[language]().then(({ resources }) => resources[namespace] ?? {}),
    ...parts.map((part) => loadPart(language, namespace, part)),
  ]);
  return { ...(texts as object), ...Object.fromEntries(parts.map((part, index) => [part, partTexts[index]])) };
}

export interface I18nOptions {
  defaultLocale: Locale;
}

// The app's one instance, for the feature loaders (preloadNamespaces, loadTextParts): a screen
// preloaded while it is still starting (mount-wallet) waits for it rather than loading nothing.
let appInstance: i18n | null = null;
const waitingForInstance: Array<(instance: i18n) => void> = [];

function whenReady(): Promise<i18n> {
  return appInstance ? Promise.resolve(appInstance) : new Promise((resolve) => waitingForInstance.push(resolve));
}

/** Makes `instance` the one the feature loaders load into (createI18n's, or a test's). */
export function setAppInstance(instance: i18n): void {
  appInstance = instance;
  waitingForInstance.splice(0).forEach((resolve) => resolve(instance));
}

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
  setAppInstance(instance);
  return instance;
}

/**
 * Loads `namespaces` in the active language, and keeps them loaded across a language change. One
 * whose download failed earlier (i18next then never asks again by itself) is asked for again;
 * throws when one still could not be loaded, so the screen that needs it says so instead of
 * painting keys.
 */
async function ensureNamespaces(instance: i18n, namespaces: string[]): Promise<void> {
  const absent = () => namespaces.filter((namespace) => !instance.hasResourceBundle(instance.language, namespace));
  await instance.loadNamespaces(namespaces);
  if (absent().length) await instance.reloadResources(instance.language, absent());
  const missing = absent();
  if (missing.length) throw new Error(`Texts could not be loaded: ${missing.join(', ')}`);
}

/** {@link loadTextParts}, throwing when a part could not be loaded. */
async function ensureTextParts<N extends PartedNamespace>(namespace: N, parts: TextPart<N>[]): Promise<void> {
  parts.forEach((part) => wantedParts.add(`${namespace}.${part}`));
  const instance = await whenReady();
  // A namespace loaded now brings the wanted parts with it; one loaded earlier gets them here.
  await ensureNamespaces(instance, [namespace]);
  const missing = (['th', 'lo', 'en'] as const).flatMap((language) =>
    instance.hasResourceBundle(language, namespace) ? parts.filter((part) => instance.getResource(language, namespace, part) === undefined).map((part) => [language, part] as const) : [],
  );
  for (const [language, part] of missing) {
    instance.addResourceBundle(language, namespace, { [part]: await loadPart(language, namespace, part) }, true, true);
  }
}

/**
 * `code` (a module on its way) once the parts of `namespace` it shows have loaded too: both
 * download side by side, and it fails when either cannot be loaded (the part then says so: ui onDemand).
 */
export function withTextParts<Module, N extends PartedNamespace>(code: Promise<Module>, namespace: N, ...parts: TextPart<N>[]): Promise<Module> {
  return Promise.all([code, ensureTextParts(namespace, parts)]).then(([module]) => module);
}

/**
 * Makes parts of a namespace ready in the active language (and in every language chosen later),
 * for a screen that shows them: resolves once they can be shown. A part that cannot be loaded (the
 * network is gone) resolves all the same, after saying so in the console.
 */
export async function loadTextParts<N extends PartedNamespace>(namespace: N, ...parts: TextPart<N>[]): Promise<void> {
  try {
    await ensureTextParts(namespace, parts);
  } catch (error) {
    console.error('Texts could not be loaded', namespace, parts, error);
  }
}

/** The server's error table (errors:code.*), for a call that failed with a code (the api waits for it). */
export function loadErrorCodeTexts(): Promise<void> {
  return loadTextParts('errors', 'code');
}

/**
 * Loads feature namespaces in the active language (and keeps them loaded across a language
 * change): a feature's loader waits for its texts with its code, so it never paints keys, and
 * fails with it when they cannot be loaded.
 */
export async function preloadNamespaces(...namespaces: FeatureNamespace[]): Promise<void> {
  await ensureNamespaces(await whenReady(), namespaces);
}
