// The first-visit agreement notice's own entry point: only a visitor who has not accepted it downloads it.
export { AgreementNotice } from './agreement/agreement-notice';
