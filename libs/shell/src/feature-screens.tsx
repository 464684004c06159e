import type { ComponentType } from 'react';
import { preloadNamespaces, withTextParts, type FeatureNamespace, type TextPart } from '@wallet/i18n';
import { siteApi, type WalletStore } from '@wallet/api';
import { publicAgreementAcknowledged } from '@wallet/config';
import { onDemand, type UnavailableAs } from '@wallet/ui';

/** A feature's code and its texts (money errors of bonus and spin read 'wallet' too), loaded side by side. */
function withTexts<Module>(code: Promise<Module>, ...namespaces: FeatureNamespace[]): Promise<Module> {
  return Promise.all([code, preloadNamespaces(...namespaces)]).then(([module]) => module);
}

/** A screen's code with the parts of 'wallet' it shows (its profile, statement and slip texts). */
function withWalletTexts<Module>(code: Promise<Module>, ...parts: TextPart<'wallet'>[]): Promise<Module> {
  return withTextParts(code, 'wallet', ...parts);
}

/** A screen loaded on demand: the lazy component, and `preload` to start its download earlier. */
interface LazyScreen<Props> {
  Screen: ComponentType<Props>;
  preload: () => Promise<unknown>;
}

// One download per screen, whether a preload or the first render asks for it first; a failed one
// is asked again next time, and says so where the screen would be (ui onDemand).
// A screen whose code is in by its first draw (the arrival's, preloaded) is drawn in that draw.
function lazyScreen<Module, Props extends object>(load: () => Promise<Module>, pick: (module: Module) => ComponentType<Props>, unavailableAs: UnavailableAs = 'page'): LazyScreen<Props> {
  let loading: Promise<Module> | null = null;
  let loaded: Module | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return { Screen: onDemand(() => preload().then(pick), unavailableAs, () => loaded && pick(loaded)), preload };
}

// Each screen loads on demand, so /login downloads only the public screens, and a member screen
// only its own feature and the member frame.
const login = lazyScreen(() => withTexts(import('@wallet/feature-auth'), 'auth'), (m) => m.LoginPage);
const register = lazyScreen(() => withTextParts(import('@wallet/feature-auth/register'), 'auth', 'register'), (m) => m.RegisterPage);
const howto = lazyScreen(() => withTexts(import('@wallet/feature-auth/howto'), 'auth'), (m) => m.HowtoPage);
const contact = lazyScreen(() => withTexts(import('@wallet/feature-auth/contact'), 'auth'), (m) => m.ContactPage);
const agreementModule = () => import('@wallet/feature-auth/agreement');
const agreement = lazyScreen(agreementModule, (m) => m.AgreementNotice, 'hidden');
const memberFrame = lazyScreen(() => import('./member-layout'), (m) => m.MemberLayout);
const statusFrame = lazyScreen(() => import('./status-pages'), (m) => m.StatusLayout);
const notFound = lazyScreen(() => import('./status-pages'), (m) => m.NotFoundPage);
const terminated = lazyScreen(() => import('./status-pages'), (m) => m.TerminatedPage);
const home = lazyScreen(() => withTexts(import('@wallet/feature-wallet'), 'wallet'), (m) => m.HomePage);
const profile = lazyScreen(() => withWalletTexts(import('@wallet/feature-account'), 'profile', 'password'), (m) => m.ProfilePage);
const statement = lazyScreen(() => withWalletTexts(import('@wallet/feature-account'), 'statement', 'slip', 'slipReason'), (m) => m.StatementPage);
const bonus = lazyScreen(() => withTexts(import('@wallet/feature-bonus'), 'bonus', 'wallet'), (m) => m.BonusPage);
const spin = lazyScreen(() => withTexts(import('@wallet/feature-spin'), 'spin', 'wallet'), (m) => m.SpinPage);
const chat = lazyScreen(() => withTexts(import('@wallet/feature-chat'), 'chat'), (m) => m.ChatWidget, 'hidden');

export const LoginPage = login.Screen;
export const RegisterPage = register.Screen;
export const HowtoPage = howto.Screen;
export const ContactPage = contact.Screen;
export const AgreementNotice = agreement.Screen;
export const MemberLayout = memberFrame.Screen;
export const StatusLayout = statusFrame.Screen;
export const NotFoundPage = notFound.Screen;
export const TerminatedPage = terminated.Screen;
export const HomePage = home.Screen;
export const ProfilePage = profile.Screen;
export const StatementPage = statement.Screen;
export const BonusPage = bonus.Screen;
export const SpinPage = spin.Screen;
export const ChatWidget = chat.Screen;
/** Downloads the first-visit notice's code; rejects when it cannot be had (offline, removed by a release). */
export const loadAgreementNotice = agreement.preload;

// What each path shows on arrival: a screen nested in a lazy frame would otherwise wait for the
// frame before it even starts downloading. Member paths count only with a session (else /login).
const ON_ARRIVAL: Record<string, ReadonlyArray<Pick<LazyScreen<unknown>, 'preload'>>> = {
  '/': [memberFrame, home],
  '/login': [login],
  '/register': [register],
  '/howto': [howto],
  '/contact': [contact],
  '/user': [memberFrame, home],
  '/user/home': [memberFrame, home],
  '/user/profile': [memberFrame, profile],
  '/user/statement': [memberFrame, statement],
  '/user/bonus': [memberFrame, bonus],
  '/user/spin': [memberFrame, spin],
  '/user/contact': [memberFrame, contact],
  '/terminated': [statusFrame],
};

/** Every path the app has a screen for; any other shows the not-found screen. */
export const KNOWN_PATHS: readonly string[] = Object.keys(ON_ARRIVAL);

function screensOnArrival(pathname: string, { member }: { member: boolean }) {
  const path = pathname.replace(/\/+$/, '') || '/';
  return (path === '/' || path.startsWith('/user') ? (member ? ON_ARRIVAL[path] : ON_ARRIVAL['/login']) : ON_ARRIVAL[path]) ?? [];
}

/** The first-visit agreement notice's code, then the sanitizer for its text. */
const firstVisitNotice = { preload: () => agreement.preload().then(() => agreementModule()).then((m) => m.loadNoticeSanitizer()) };

type ArrivalScreens = ReadonlyArray<Pick<LazyScreen<unknown>, 'preload'>>;

/** Whether an arrival shows a public screen: login, register, how-to or contact, in the public layout. */
const showsPublicScreen = (screens: ArrivalScreens) => screens.length > 0 && !screens.includes(memberFrame) && !screens.includes(statusFrame);

/** A public screen on a first visit opens under the agreement notice, the first thing shown. */
function noticeOnArrival(screens: ArrivalScreens) {
  return showsPublicScreen(screens) && !publicAgreementAcknowledged() ? [firstVisitNotice] : [];
}

/**
 * Starts downloading what a path shows on arrival, alongside the first texts (mount-wallet), and
 * tells when all of it is in or has failed. A first visit's notice is part of it: it is the first
 * thing the visitor sees, and drawn a paint after the form it was the arrival's largest paint,
 * 250 ms after the first on this machine. Its code and sanitizer come in beside the framework.
 */
export function preloadScreensFor(pathname: string, session: { member: boolean }): Promise<void> {
  const screens = screensOnArrival(pathname, session);
  // A failed download is the screen's to report when it renders; here it only stops early.
  return Promise.all([...screens, ...noticeOnArrival(screens)].map((screen) => screen.preload().catch(() => undefined))).then(() => undefined);
}

/**
 * The arrival's first answers, asked for before the first render so it draws them (the document
 * has asked already, api first-calls); tells when they have settled, whatever they say:
 *  - home's (feature-wallet prefetchHomeAnswers), once its code is here;
 *  - a first visit's notice text, so the notice is drawn with the form.
 * Nothing is asked on any other arrival. A failed download is the screen's to report.
 */
export function prefetchArrivalAnswers(pathname: string, session: { member: boolean }, dispatch: WalletStore['dispatch']): Promise<unknown> {
  const screens = screensOnArrival(pathname, session);
  if (screens.includes(home)) return import('@wallet/feature-wallet').then((m) => m.prefetchHomeAnswers(dispatch), () => undefined);
  return noticeOnArrival(screens).length ? dispatch(siteApi.endpoints.lookupAgreements.initiate(undefined, { subscribe: false })) : Promise.resolve();
}

/**
 * Whether the arrival's screen says when its first screen is drawn (ui first-screen): home, and
 * the public layout with its screen (and a first visit's notice). Other arrivals do not wait.
 */
export function arrivalMarksFirstScreen(pathname: string, session: { member: boolean }): boolean {
  const screens = screensOnArrival(pathname, session);
  return screens.includes(home) || showsPublicScreen(screens);
}
