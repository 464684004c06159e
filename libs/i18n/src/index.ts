import './i18next-types';
export { createI18n, loadErrorCodeTexts, loadTextParts, preloadNamespaces, withTextParts, type I18nOptions } from './create-i18n';
export { LOCALE_STORAGE_KEY, isLocale, readStoredLocale, storeLocale } from './locale-storage';
export { DEFAULT_NAMESPACE, FIRST_LOAD_NAMESPACES, NAMESPACES, TEXT_PARTS, type FeatureNamespace, type Namespace, type PartedNamespace, type TextPart } from './namespaces';
