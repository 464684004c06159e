// Knowing when a deposit arrived (issue 29), in each build's own language: after the member copies
// a receiving account's number, the stand-in credits a bank deposit through its dev route, and the
// app, reading the wallet again at its modest pace, says what arrived.
import { BUILD_LANGUAGE, BUILDS } from './support/builds';
import { openDeposit } from './support/journeys';
import { newMember } from './support/member';
import { stubDev } from './support/stub';
import { test } from './support/test';
import { textsOf } from './support/texts';

/** What the stand-in's dev route credits for one deposit (1.00), as each build's member reads it. */
const ONE_DEPOSIT = { th: { currency: 'BAHT', amount: '1.00' }, la: { currency: 'LAK', amount: '1' } } as const;

test('says what arrived once a deposit started by copying an account number is credited', async ({ browser, build }) => {
  const language = BUILD_LANGUAGE[build];
  const say = textsOf(language);
  const member = await newMember(build);
  const { page, dialog } = await openDeposit(browser, build, member, language);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BUILDS[build].baseUrl });
  await dialog.getByRole('button', { name: say('wallet', 'deposit.bank.copyAccountNo') }).first().click();
  await page.getByText(say('common', 'copy.copied'), { exact: false }).first().waitFor();
  await stubDev(build, `member/${member.phone}/deposits`, { count: 1 });
  const { currency, amount } = ONE_DEPOSIT[build];
  const arrived = say('common', 'depositArrived', { amount: say('common', `money.${currency}`, { amount }) });
  // The watch reads the wallet every 10 s; the message is in the toasts' polite live region.
  await page.locator('[aria-live="polite"]').getByText(arrived).waitFor({ timeout: 60_000 });
  await page.context().close();
});
