import { lazy } from 'react';
import { preloadNamespaces, type FeatureNamespace } from '@wallet/i18n';

/** A feature's code and its texts (money errors of bonus and spin read 'wallet' too), loaded side by side. */
function withTexts<Module>(code: Promise<Module>, ...namespaces: FeatureNamespace[]): Promise<Module> {
  return Promise.all([code, preloadNamespaces(...namespaces)]).then(([module]) => module);
}

// Each feature loads on demand, so /login downloads only the public screens.
export const LoginPage = lazy(() => import('@wallet/feature-auth').then((m) => ({ default: m.LoginPage })));
export const RegisterPage = lazy(() => import('@wallet/feature-auth/register').then((m) => ({ default: m.RegisterPage })));
export const HowtoPage = lazy(() => import('@wallet/feature-auth/howto').then((m) => ({ default: m.HowtoPage })));
export const ContactPage = lazy(() => import('@wallet/feature-auth/contact').then((m) => ({ default: m.ContactPage })));
export const AgreementNotice = lazy(() => import('@wallet/feature-auth').then((m) => ({ default: m.AgreementNotice })));
export const HomePage = lazy(() => withTexts(import('@wallet/feature-wallet'), 'wallet').then((m) => ({ default: m.HomePage })));
export const ProfilePage = lazy(() => withTexts(import('@wallet/feature-account'), 'wallet').then((m) => ({ default: m.ProfilePage })));
export const StatementPage = lazy(() => withTexts(import('@wallet/feature-account'), 'wallet').then((m) => ({ default: m.StatementPage })));
export const BonusPage = lazy(() => withTexts(import('@wallet/feature-bonus'), 'bonus', 'wallet').then((m) => ({ default: m.BonusPage })));
export const SpinPage = lazy(() => withTexts(import('@wallet/feature-spin'), 'spin', 'wallet').then((m) => ({ default: m.SpinPage })));
export const ChatWidget = lazy(() => withTexts(import('@wallet/feature-chat'), 'chat').then((m) => ({ default: m.ChatWidget })));
