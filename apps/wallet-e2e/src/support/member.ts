// A member of the stand-in API made for one test: registered through the API (OTP included), so
// a test never depends on the demo member's money, and a logged-in page of the member area.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BUILDS, stubUrl } from './builds';
import { PHONE_VIEWPORT, TEST_CONTEXT, type Build } from './browser';
import { freshPhone, stubDev } from './stub';

export const MEMBER_PASSWORD = 'secret123';

/** A call to the build's stand-in API as the app makes it (client header, bearer token); JSON or a form. */
export async function api<T>(build: Build, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, token?: string): Promise<T> {
  const form = body instanceof FormData;
  const response = await fetch(`${stubUrl(BUILDS[build])}${path}`, {
    method,
    headers: {
      'X-Client-App': 'wallet-user',
      ...(body === undefined || form ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  const answer = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

export interface Member {
  phone: string;
  token: string;
}

/** Registers a new member (a LAK account in the Laos build unless `currency` says BAHT) and logs them in. */
export async function newMember(build: Build, name = 'Account Tester', currency: 'LAK' | 'BAHT' = build === 'la' ? 'LAK' : 'BAHT'): Promise<Member> {
  const phone = freshPhone();
  await api(build, 'POST', '/api/otp/send', { phoneNumber: phone });
  const otp = (await stubDev(build, `otp/${phone}`)) as { code: string; otpToken: string };
  await api(build, 'POST', '/api/otp/verify', { otpToken: otp.otpToken, otpCode: otp.code });
  const [bank] = await api<{ code: string }[]>(build, 'GET', '/api/lookup/banks');
  await api(build, 'POST', '/api/account', {
    name,
    username: phone,
    password: MEMBER_PASSWORD,
    sourceCode: '',
    inviteCode: '',
    bankCode: bank.code,
    bankAccountName: name.toUpperCase(),
    bankAccountNo: `77${phone.slice(2)}`,
    currency,
  });
  const { token } = await api<{ token: string }>(build, 'POST', '/api/login', { username: phone, password: MEMBER_PASSWORD });
  return { phone, token };
}

export interface MemberPageOptions {
  language?: 'th' | 'lo' | 'en';
  viewport?: { width: number; height: number };
  /** Runs on the new context before the page opens (routes the test answers itself). */
  prepare?: (context: BrowserContext) => Promise<unknown>;
  /** 'allow' lets the build's service worker register (blocked by default: TEST_CONTEXT). */
  serviceWorkers?: 'allow' | 'block';
  /** Another browser's user agent (Safari on an iPhone): the page is then a touch phone's. */
  userAgent?: string;
  /** Whether to wait for the page's load (by default) or only for its answer, for a test that holds some of its files. */
  waitUntil?: 'load' | 'commit';
}

/**
 * A page of the member area already logged in with `token`. The home agreement counts as read
 * (it would otherwise cover home 1.5 s after arrival).
 */
export async function memberPage(browser: Browser, build: Build, path: string, token: string, { language = 'en', viewport = PHONE_VIEWPORT, prepare, serviceWorkers = TEST_CONTEXT.serviceWorkers, userAgent, waitUntil = 'load' }: MemberPageOptions = {}): Promise<Page> {
  const phone = userAgent ? { userAgent, isMobile: true, hasTouch: true } : {};
  const context = await browser.newContext({ ...TEST_CONTEXT, viewport, serviceWorkers, ...phone });
  await context.addInitScript(
    ([saved, chosen]) => {
      window.localStorage.setItem('wallet.token', saved);
      window.localStorage.setItem('wallet.locale', chosen);
      window.localStorage.setItem('wallet.agreement', 'read earlier');
    },
    [token, language],
  );
  await prepare?.(context);
  const page = await context.newPage();
  await page.goto(BUILDS[build].baseUrl + path, { waitUntil });
  return page;
}
