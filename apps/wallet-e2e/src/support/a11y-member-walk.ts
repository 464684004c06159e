// The member's part of the accessibility walk, in a new tab of the visitor's context: login, home's
// agreement, home and its modals (a11y-home-walk.ts), profile with its two dialogs, statement (two
// pages, the slips and a slip's image), bonus with a bonus and a promotion, spin with its prize and
// claim modals, contact with the chat panel. The member is made for the walk with what each needs.
import type { Page } from 'playwright-core';
import { LIMITS } from '@wallet/domain';
import { walkBankNameAndManualDeposit, walkHomeModals, homeTile } from './a11y-home-walk';
import { alertNamed, auditAgreement, auditChatPanel, dialogNamed, menuLink, SLIP_PNG, visit, type Walk } from './a11y-walk';
import { api, MEMBER_PASSWORD, newMember, type Member } from './member';
import { stubDev } from './stub';

/**
 * A baht member (every deposit tab shows, in both builds) with twelve deposits (a second statement
 * page), a waiting refund, a coin to spin and an uploaded slip.
 */
export async function memberForWalk(walk: Walk): Promise<Member> {
  const member = await newMember(walk.build, 'Access Tester', 'BAHT');
  await stubDev(walk.build, `member/${member.phone}/deposits`, { count: 12 });
  await stubDev(walk.build, `member/${member.phone}/refund`, { amount: 20 });
  await stubDev(walk.build, `member/${member.phone}/coins`, { coin: 1 });
  const form = new FormData();
  form.append('amount', '100');
  form.append('file', new Blob([SLIP_PNG], { type: 'image/png' }), 'slip.png');
  await api(walk.build, 'POST', '/api/wallet/slip', form, member.token);
  return member;
}

export async function walkMemberScreens(page: Page, walk: Walk, member: Member): Promise<void> {
  const { audit, say } = walk;
  await visit(page, walk, '/login');
  await page.getByLabel(say('auth', 'login.username')).fill(member.phone);
  await page.getByLabel(say('auth', 'login.password'), { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: say('auth', 'login.submit') }).click();
  await page.getByRole('status', { name: say('wallet', 'home.totalBalance') }).waitFor();
  // A new tab: the member's own agreement is still to be acknowledged.
  await auditAgreement(page, walk, 'site agreement (home)', 'agreement.acknowledge');
  await audit.screen(page, '/user/home');
  await walkHomeModals(page, walk);

  await walkProfile(page, walk);
  await walkStatement(page, walk);
  await walkBonus(page, walk);
  await walkSpin(page, walk);
  await menuLink(page, walk, 'nav.contact').click();
  await page.getByRole('heading', { name: say('auth', 'contact.title') }).waitFor();
  await audit.screen(page, '/user/contact');
  await auditChatPanel(page, walk, 'member chat panel');
  await walkBankNameAndManualDeposit(page, walk, member);
}

async function walkProfile(page: Page, walk: Walk): Promise<void> {
  const { audit, say } = walk;
  await menuLink(page, walk, 'nav.profile').click();
  const password = page.getByRole('button', { name: say('wallet', 'profile.changePassword') });
  await password.waitFor();
  await audit.screen(page, '/user/profile');
  await audit.modal(page, 'change password', { open: () => password.click(), dialog: dialogNamed(page, say('wallet', 'password.title')), opener: password });
  const edit = page.getByRole('button', { name: say('wallet', 'profile.editProfile') });
  await audit.modal(page, 'edit profile', { open: () => edit.click(), dialog: dialogNamed(page, say('wallet', 'profile.editProfile')), opener: edit });
}

/** Two statement pages, the slip modal and a slip's image over it. */
async function walkStatement(page: Page, walk: Walk): Promise<void> {
  const { audit, say } = walk;
  await menuLink(page, walk, 'nav.statement').click();
  const entries = page.getByRole('list', { name: say('wallet', 'statement.title') }).getByRole('listitem');
  await entries.nth(9).waitFor();
  await audit.screen(page, '/user/statement');
  const second = page.getByRole('button', { name: say('common', 'pagination.page').replace('{{page}}', '2'), exact: true });
  await second.click();
  await page.waitForURL('**/user/statement?page=2');
  await second.and(page.locator('[aria-current="page"]')).waitFor();
  await audit.screen(page, '/user/statement?page=2');
  const slips = page.getByRole('button', { name: say('wallet', 'statement.slipButton') });
  const dialog = dialogNamed(page, say('wallet', 'slip.title'));
  await audit.modal(page, 'deposit slips', {
    open: () => slips.click(),
    dialog,
    opener: slips,
    inside: async () => {
      const view = dialog.getByRole('button', { name: say('wallet', 'slip.viewImage') }).first();
      await audit.modal(page, 'slip image', { open: () => view.click(), dialog: dialogNamed(page, say('wallet', 'slip.imageTitle')), opener: view });
    },
  });
}

/** The bonus page, a bonus's modal and a promotion code's. */
async function walkBonus(page: Page, walk: Walk): Promise<void> {
  const { audit, say } = walk;
  await menuLink(page, walk, 'nav.home').click();
  await homeTile(page, walk, 'home.tile.bonus').click();
  const card = page.getByRole('region', { name: say('bonus', 'list.title') }).getByRole('button').first();
  await card.waitFor();
  await audit.screen(page, '/user/bonus');
  await audit.modal(page, 'bonus', { open: () => card.click(), dialog: page.getByRole('dialog'), opener: card });
  await page.getByLabel(say('bonus', 'promotion.label')).fill('WELCOME100');
  const search = page.getByRole('button', { name: say('bonus', 'promotion.search') });
  const promotion = dialogNamed(page, say('bonus', 'promotionModal.title'));
  await audit.modal(page, 'promotion', {
    open: async () => {
      await search.click();
      await promotion.getByRole('button', { name: say('bonus', 'promotionModal.receive') }).waitFor();
    },
    dialog: promotion,
    opener: search,
  });
}

/** The wheel, the prize just won, and claiming it: the question and the claimed prize. */
async function walkSpin(page: Page, walk: Walk): Promise<void> {
  const { audit, say } = walk;
  await visit(page, walk, '/user/spin');
  const centre = page.getByRole('button', { name: new RegExp(`^${say('spin', 'spin')}`) });
  await centre.waitFor();
  await audit.screen(page, '/user/spin');
  const prize = dialogNamed(page, say('spin', 'prize.title'));
  await audit.modal(page, 'prize won', {
    open: async () => {
      await centre.click();
      // Motion is reduced: the wheel fades to the prize, which the page then announces; the
      // prize modal follows a set moment later.
      await page.getByText(new RegExp(`^${say('spin', 'wheel.result').replace('{{label}}', '.+')}$`)).waitFor({ state: 'attached' });
      await page.clock.fastForward(LIMITS.PRIZE_MODAL_DELAY_MS);
    },
    dialog: prize,
    opener: centre,
    close: () => prize.getByRole('button', { name: say('common', 'action.ok') }).click(),
  });
  const claim = page.getByRole('button', { name: new RegExp(`^${say('spin', 'coupon.claim')} `) }).first();
  await claim.waitFor();
  await audit.screen(page, '/user/spin with a coupon to claim');
  const question = alertNamed(page, say('spin', 'claim.title'));
  await audit.modal(page, 'claim question', { open: () => claim.click(), dialog: question, opener: claim });
  await claim.click();
  await question.getByRole('button', { name: say('spin', 'coupon.claim') }).click();
  // The claimed coupon's button is gone by then: focus goes to the coupons' title.
  const coupons = page.getByRole('heading', { name: say('spin', 'coupon.title') });
  await audit.modal(page, 'prize claimed', { open: async () => undefined, dialog: alertNamed(page, say('spin', 'claim.claimedTitle')), opener: coupons });
}
