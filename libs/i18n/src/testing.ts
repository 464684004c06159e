import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@wallet/config';
import * as th from './locales/th';
import * as lo from './locales/lo';
import * as en from './locales/en';
import { setAppInstance } from './create-i18n';
import { localeResources } from './locale-resources';
import { DEFAULT_NAMESPACE, NAMESPACES } from './namespaces';

export const ALL_RESOURCES = { th: localeResources(th), lo: localeResources(lo), en: localeResources(en) } as const;

/**
 * A synchronous i18next instance with every language loaded, for component tests; the feature
 * loaders (preloadNamespaces, loadTextParts) use it as the app's.
 */
export function createTestI18n(locale: Locale = 'en'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    resources: ALL_RESOURCES,
    ns: [...NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  setAppInstance(instance);
  return instance;
}
