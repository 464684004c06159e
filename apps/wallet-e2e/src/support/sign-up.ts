// The public side as a visitor walks it: the register wizard (OTP on, as the demo site has it) and
// the login form, in the language on screen.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { Build } from './browser';
import { stubDev } from './stub';
import { textsOf, type Language } from './texts';

export interface NewAccount {
  phone: string;
  name: string;
  password: string;
  /** A bank of the build's region (KBANK, BCEL, ...). */
  bank: string;
  accountNo: string;
  firstName: string;
  lastName: string;
  /** The Laos build asks for one (LAK or BAHT). */
  currency?: 'LAK' | 'BAHT';
  /** How the visitor heard of the site (a source code of the lookup). */
  source?: string;
  /** The inviter code the wizard should have taken from the invite link (?code=). */
  invitedBy?: string;
}

/**
 * Walks the register wizard from its first step: phone, the OTP the server sent (read as the SMS
 * would bring it), profile, bank; ends on /login after the success toast.
 */
export async function registerThroughWizard(page: Page, build: Build, account: NewAccount, language: Language = 'en'): Promise<void> {
  const say = textsOf(language);
  const next = () => page.getByRole('button', { name: say('common', 'action.next') }).click();
  await page.getByLabel(say('auth', 'register.phone.label')).fill(account.phone);
  await next();

  const otpField = page.getByLabel(say('auth', 'register.otp.label'));
  await otpField.waitFor();
  const otp = (await stubDev(build, `otp/${account.phone}`)) as { code: string };
  await otpField.fill(otp.code);
  await page.getByRole('button', { name: say('auth', 'register.otp.verify') }).click();

  await page.getByLabel(say('auth', 'register.profile.name')).fill(account.name);
  await page.getByLabel(say('auth', 'register.profile.password'), { exact: true }).fill(account.password);
  await page.getByLabel(say('auth', 'register.profile.confirmPassword')).fill(account.password);
  await page.getByLabel(say('auth', 'register.profile.source')).selectOption(account.source ?? 'FACEBOOK');
  if (account.invitedBy !== undefined) assert.equal(await page.getByLabel(say('auth', 'register.profile.inviteCode')).inputValue(), account.invitedBy, 'the inviter code from the link');
  await next();

  await page.getByLabel(say('auth', 'register.bank.bank'), { exact: true }).selectOption(account.bank);
  await page.getByLabel(say('auth', 'register.bank.accountNo')).fill(account.accountNo);
  await page.getByLabel(say('auth', 'register.bank.firstName')).fill(account.firstName);
  await page.getByLabel(say('auth', 'register.bank.lastName')).fill(account.lastName);
  if (account.currency) await page.getByLabel(say('auth', 'register.bank.currency')).selectOption(account.currency);
  await page.getByRole('button', { name: say('auth', 'register.submit') }).click();

  await page.getByText(say('auth', 'register.success')).waitFor();
  await page.waitForURL('**/login');
}

/** Fills the login form and sends it; the caller waits for home or for the error. */
export async function logIn(page: Page, phone: string, password: string, language: Language = 'en'): Promise<void> {
  const say = textsOf(language);
  await page.getByLabel(say('auth', 'login.username')).fill(phone);
  await page.getByLabel(say('auth', 'login.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: say('auth', 'login.submit') }).click();
}
