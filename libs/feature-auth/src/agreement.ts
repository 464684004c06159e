// The first-visit agreement notice's own entry point: only a visitor who has not accepted it downloads it.
export { AgreementNotice } from './agreement/agreement-notice';
// Its text is server HTML: the sanitizer is asked for as soon as the notice's code is in, from here,
// so that the public screens' own code does not carry the sanitizer's loader.
export { loadSanitizer as loadNoticeSanitizer } from '@wallet/ui';
