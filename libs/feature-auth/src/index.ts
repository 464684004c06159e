// What /login needs; the register wizard, how-to and contact screens have entry points of their
// own (@wallet/feature-auth/register, /howto, /contact) so that /login does not download them.
export { AgreementNotice } from './agreement/agreement-notice';
export { LoginPage } from './login/login-page';
