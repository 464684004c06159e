import { lazy } from 'react';

// Each feature loads on demand, so /login downloads only the public screens.
export const LoginPage = lazy(() => import('@wallet/feature-auth').then((m) => ({ default: m.LoginPage })));
export const RegisterPage = lazy(() => import('@wallet/feature-auth').then((m) => ({ default: m.RegisterPage })));
export const HowtoPage = lazy(() => import('@wallet/feature-auth').then((m) => ({ default: m.HowtoPage })));
export const ContactPage = lazy(() => import('@wallet/feature-auth').then((m) => ({ default: m.ContactPage })));
export const AgreementNotice = lazy(() => import('@wallet/feature-auth').then((m) => ({ default: m.AgreementNotice })));
export const HomePage = lazy(() => import('@wallet/feature-wallet').then((m) => ({ default: m.HomePage })));
export const ProfilePage = lazy(() => import('@wallet/feature-account').then((m) => ({ default: m.ProfilePage })));
export const StatementPage = lazy(() => import('@wallet/feature-account').then((m) => ({ default: m.StatementPage })));
export const BonusPage = lazy(() => import('@wallet/feature-bonus').then((m) => ({ default: m.BonusPage })));
export const SpinPage = lazy(() => import('@wallet/feature-spin').then((m) => ({ default: m.SpinPage })));
export const ChatWidget = lazy(() => import('@wallet/feature-chat').then((m) => ({ default: m.ChatWidget })));
