// The visitor's part of the accessibility walk, in one tab: the first-visit agreement, login (with
// its inline error), every step of the register wizard, the how-to list and its video modal, the
// contact page with the guest chat (its invite bubble shown, then the panel), /terminated and a 404.
import type { Page } from 'playwright-core';
import { auditAgreement, auditChatPanel, menuLink, visit, type Walk } from './a11y-walk';
import { freshPhone, stubDev } from './stub';

export async function walkPublicScreens(page: Page, walk: Walk): Promise<void> {
  const { audit, say } = walk;
  await visit(page, walk, '/login');
  await page.getByLabel(say('auth', 'login.username')).waitFor();
  await auditAgreement(page, walk, 'site agreement (public)', 'agreement.accept');
  await audit.screen(page, '/login');
  await page.getByRole('button', { name: say('auth', 'login.submit') }).click();
  await page.getByRole('alert').waitFor();
  await audit.screen(page, '/login with an error');

  await walkRegister(page, walk);

  await menuLink(page, walk, 'nav.howto').click();
  await page.getByRole('heading', { name: say('auth', 'howto.title'), level: 1 }).waitFor();
  const firstVideo = page.getByRole('button', { name: new RegExp(say('auth', 'howto.tutorial.useWallet')) });
  await audit.screen(page, '/howto');
  await audit.modal(page, 'how-to video', {
    open: () => firstVideo.click(),
    dialog: page.getByRole('dialog', { name: say('auth', 'howto.tutorial.useWallet') }),
    opener: firstVideo,
  });

  await menuLink(page, walk, 'nav.contact').click();
  // The invite bubble shows for a few seconds on a tab's first page with the chat.
  const invite = page.getByText(say('chat', 'widget.invite'));
  await invite.waitFor();
  await audit.instant(page, '/contact with the chat invite', invite);
  await auditChatPanel(page, walk, 'guest chat panel');

  await visit(page, walk, '/terminated');
  await page.getByRole('heading', { name: say('auth', 'terminated.title') }).waitFor();
  await audit.screen(page, '/terminated');
  await visit(page, walk, '/no-such-page');
  await page.getByRole('heading', { name: say('common', 'notFound.title') }).waitFor();
  await audit.screen(page, '404');
}

/** Every step of the wizard, each audited as it shows: phone, OTP, profile, bank (not sent). */
async function walkRegister(page: Page, walk: Walk): Promise<void> {
  const { audit, say } = walk;
  await menuLink(page, walk, 'nav.register').click();
  await page.getByRole('heading', { name: say('auth', 'register.title'), level: 1 }).waitFor();
  const phone = freshPhone();
  await page.getByLabel(say('auth', 'register.phone.label')).fill(phone);
  await audit.screen(page, '/register: phone');
  await page.getByRole('button', { name: say('common', 'action.next') }).click();

  const otp = page.getByLabel(say('auth', 'register.otp.label'));
  await otp.waitFor();
  await audit.screen(page, '/register: OTP');
  await otp.fill(((await stubDev(walk.build, `otp/${phone}`)) as { code: string }).code);
  await page.getByRole('button', { name: say('auth', 'register.otp.verify') }).click();

  await page.getByLabel(say('auth', 'register.profile.name')).fill('Access Visitor');
  await audit.screen(page, '/register: profile');
  await page.getByLabel(say('auth', 'register.profile.password'), { exact: true }).fill('secret123');
  await page.getByLabel(say('auth', 'register.profile.confirmPassword')).fill('secret123');
  await page.getByRole('button', { name: say('common', 'action.next') }).click();

  await page.getByLabel(say('auth', 'register.bank.accountNo')).waitFor();
  await audit.screen(page, '/register: bank');
}
