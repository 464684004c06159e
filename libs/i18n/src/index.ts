import './i18next-types';
export { createI18n, loadErrorCodeTexts, preloadNamespaces, type I18nOptions } from './create-i18n';
export { LOCALE_STORAGE_KEY, isLocale, readStoredLocale, storeLocale } from './locale-storage';
export { DEFAULT_NAMESPACE, FIRST_LOAD_NAMESPACES, NAMESPACES, type FeatureNamespace, type Namespace } from './namespaces';
