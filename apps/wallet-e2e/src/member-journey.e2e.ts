// One short member journey per build: a member logs in through the form, the member frame takes
// them through every feature's screen by its menu and home's tiles, each screen shows its own
// title, and the member logs out. It checks that the features still come together in the frame;
// each feature's own tests check what its screen does. `npm run affected` runs it (the `journey`
// group, apps/wallet-e2e/browser-groups.mjs) after a change in any feature library.
import { openPage, WITH_WORKER } from './support/browser';
import { MEMBER_PASSWORD, newMember } from './support/member';
import { logIn } from './support/sign-up';
import { textsOf } from './support/texts';
import { test } from './support/test';

const say = textsOf('en');

/** Where each step goes: the link's name, the address, the screen's title. */
const STEPS = [
  { link: say('wallet', 'home.tile.bonus'), path: '/user/bonus', title: say('bonus', 'title') },
  { link: say('common', 'nav.home'), path: '/user/home', title: null },
  // A new member holds no coins.
  { link: say('wallet', 'home.tile.spin', { coins: 0 }), path: '/user/spin', title: say('spin', 'title') },
  { link: say('common', 'nav.statement'), path: '/user/statement', title: say('wallet', 'statement.title') },
  { link: say('common', 'nav.profile'), path: '/user/profile', title: say('wallet', 'profile.title') },
  { link: say('common', 'nav.contact'), path: '/user/contact', title: say('auth', 'contact.title') },
];

test('logs in, opens every feature screen from the menu and home, and logs out', async ({ browser, build }) => {
  const member = await newMember(build, 'Journey Member');
  const page = await openPage(browser, build, '/login', { language: 'en', ...WITH_WORKER });
  // The member agreement read on an earlier visit: its notice, walked in first-hour.e2e.ts, would cover home.
  await page.evaluate(() => window.localStorage.setItem('wallet.agreement', 'read earlier'));
  await logIn(page, member.phone, MEMBER_PASSWORD);
  await page.waitForURL('**/user/home');
  await page.getByRole('status', { name: 'Total balance' }).waitFor();
  for (const step of STEPS) {
    await page.getByRole('link', { name: step.link, exact: true }).first().click();
    await page.waitForURL(`**${step.path}`);
    await (step.title ? page.getByRole('heading', { name: step.title }) : page.getByRole('status', { name: 'Total balance' })).first().waitFor();
  }
  await page.getByRole('button', { name: say('common', 'action.logout') }).click();
  await page.waitForURL('**/login');
  await page.context().close();
});
