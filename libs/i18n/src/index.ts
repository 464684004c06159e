import './i18next-types';
export { createI18n, type I18nOptions } from './create-i18n';
export { LOCALE_STORAGE_KEY, isLocale, readStoredLocale, storeLocale } from './locale-storage';
export { DEFAULT_NAMESPACE, NAMESPACES, type Namespace } from './namespaces';
