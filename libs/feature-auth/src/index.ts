// What /login needs; the register wizard, how-to and contact screens and the first-visit notice
// have entry points of their own (@wallet/feature-auth/register, /howto, /contact, /agreement) so
// that /login does not download them.
export { LoginPage } from './login/login-page';
export type { LoginRouteState } from './login/login-route-state';
