import type * as en from './locales/en';
import type { LocaleResources } from './locale-resources';

// Keys are typed from the English resources (every library that imports @wallet/i18n sees this);
// the parity test keeps th and lo in step.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: LocaleResources<typeof en>;
  }
}
