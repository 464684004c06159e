// The deposit modal against the stand-in server, in both builds: a QR is made, counts down and is
// paid through the stand-in's dev route (the modal closes and the balance rises) or cancelled; a
// gift link is sent and credited once the operator settles it; a slip image is uploaded and listed
// as processing. QR providers and the phone wallet take baht, so those tests register a baht member;
// the same code on the same baht input, they run in the Thai build only, as does the slip upload
// (issue 37). A kip member of the Laos build is offered kip bank accounts only; the ways to deposit
// and their tabs are checked in both builds' languages, with the toast of a copied account number
// clear of the sheet's title and tabs.
// Every test registers its own member.
import assert from 'node:assert/strict';
import type { Browser, Locator } from 'playwright-core';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, type Build } from './support/browser';
import { BUILD_LANGUAGE, BUILDS } from './support/builds';
import { mainWalletReads, makeQr, openDeposit as openDepositOf, openDepositFromHome, sendGiftLink, uploadSlip } from './support/journeys';
import { api, newMember, type Member } from './support/member';
import { chooseLanguage } from './support/member-steps';
import { stubDev } from './support/stub';
import { test } from './support/test';
import { text } from './support/texts';
import { toastLeavesSheetClear } from './support/toast-clear';

interface QrState {
  qrcodeId: string;
  hasQrcode: boolean;
  status?: string;
}
interface Slip {
  status: string;
  createdAt: string;
}

const bahtMember = (build: Build) => newMember(build, 'Deposit Tester', 'BAHT');

const walletAmount = async (build: Build, member: Member) => (await api<{ wallet: { amount: number } }>(build, 'GET', '/api/wallet', undefined, member.token)).wallet.amount;

/** Once its opening (or a resize's) motion has ended: where the sheet stays. */
const settled = (dialog: Locator) => dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((motion) => motion.finished)));

/**
 * The top of the tab strip with each tab chosen in turn, its panel shown (issue 40 item 2: the
 * sheet re-centred for each panel's height and the strip slid away from the pointer).
 */
async function stripTops(dialog: Locator, names: string[]): Promise<number[]> {
  const tops: number[] = [];
  for (const name of names) {
    const tab = dialog.getByRole('tab', { name, exact: true });
    await tab.click();
    const id = await tab.getAttribute('id');
    await dialog.locator(`[role="tabpanel"][aria-labelledby="${id}"]`).waitFor();
    await settled(dialog);
    tops.push(Math.round((await dialog.getByRole('tablist').first().boundingBox())?.y ?? -1));
  }
  return tops;
}

/** How many rows the first tab strip's tabs lie on. */
const tabRows = (dialog: Locator) => dialog.getByRole('tablist').first().getByRole('tab').evaluateAll((tabs) => new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top))).size);

const openDeposit = (browser: Browser, build: Build, member: Member, language: 'th' | 'lo' | 'en' = 'en') => openDepositOf(browser, build, member, language);

test.describe('QR deposit', () => {
  test(`counts down, and once paid closes the modal and raises the balance`, { tag: '@th' }, async ({ browser, build }) => {
    const member = await bahtMember(build);
    const { page, dialog } = await openDeposit(browser, build, member);
    const before = await walletAmount(build, member);
    await makeQr(dialog, '100.00');
    assert.match((await dialog.getByText(/^Amount to pay:/).textContent()) ?? '', /100\.00 baht/);
    const timer = dialog.getByRole('timer');
    const first = await timer.textContent();
    assert.match(first ?? '', /^Time left 0[45]:\d\d$/);
    await page.waitForFunction((start) => document.querySelector('[role="timer"]')?.textContent !== start, first);

    const qr = await api<QrState>(build, 'GET', '/api/qrcode/KBANK', undefined, member.token);
    assert.equal(qr.hasQrcode, true);
    await stubDev(build, `qrcode/${qr.qrcodeId}/pay`, {});
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Payment received. Your balance has been updated.').waitFor();
    assert.equal(await walletAmount(build, member), before + 100);
    await mainWalletReads(page, before + 100);
    await page.context().close();
  });

  test(`cancels a code after a confirmation`, { tag: '@th' }, async ({ browser, build }) => {
    const member = await bahtMember(build);
    const { page, dialog } = await openDeposit(browser, build, member);
    await makeQr(dialog, '50.00');
    const { qrcodeId } = await api<QrState>(build, 'GET', '/api/qrcode/KBANK', undefined, member.token);
    await dialog.getByRole('button', { name: 'Cancel QR' }).click();
    await page.getByRole('alertdialog', { name: 'Cancel QR' }).getByRole('button', { name: 'Cancel code' }).click();
    await page.getByText('QR code cancelled').waitFor();
    await dialog.getByRole('button', { name: 'Create QR code' }).waitFor();
    const after = await api<QrState>(build, 'GET', '/api/qrcode/KBANK', undefined, member.token);
    assert.deepEqual([after.qrcodeId, after.status, after.hasQrcode], [qrcodeId, 'CANCELLED', false]);
    await page.context().close();
  });

  test(`shows a live code again with its remaining time when the modal is reopened`, { tag: '@th' }, async ({ browser, build }) => {
    const member = await bahtMember(build);
    const { page, dialog } = await openDeposit(browser, build, member);
    await makeQr(dialog, '20.00');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await dialog.getByRole('timer').waitFor();
    assert.equal(await dialog.getByRole('tab', { name: 'QR code' }).getAttribute('aria-selected'), 'true');
    await dialog.getByRole('button', { name: 'Cancel QR' }).click();
    await page.getByRole('alertdialog', { name: 'Cancel QR' }).getByRole('button', { name: 'Cancel code' }).click();
    await page.getByText('QR code cancelled').waitFor();
    await page.context().close();
  });
});

test.describe('phone-wallet gift link', () => {
  test(`sends the link and the balance rises once the operator has settled it`, { tag: '@th' }, async ({ browser, build }) => {
    const member = await bahtMember(build);
    const before = await walletAmount(build, member);
    const { page, dialog } = await openDeposit(browser, build, member);
    await sendGiftLink(page, dialog, `https://gift.truemoney.com/campaign/?v=${member.phone}${Date.now()}`);
    await stubDev(build, `member/${member.phone}/settle`, {});
    const now = await walletAmount(build, member);
    assert.ok(now > before, `the wallet rose from ${before} (now ${now})`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Refresh all balances' }).first().click();
    await mainWalletReads(page, now);
    await page.context().close();
  });
});

test.describe('slip upload', () => {
  test(`uploads a slip image that the slip list then shows as processing`, { tag: '@th' }, async ({ browser, build }) => {
    const member = await newMember(build, 'Slip Tester');
    const { page, dialog } = await openDeposit(browser, build, member);
    await uploadSlip(page, dialog);
    const { slips } = await api<{ slips: Slip[] }>(build, 'POST', '/api/statement/slip', { page: 1, limit: 10 }, member.token);
    assert.equal(slips.length, 1);
    assert.equal(slips[0].status, 'PENDING');
    await page.context().close();
  });
});

test.describe('a kip member of the Laos site', () => {
  test('is offered the kip accounts of Lao banks and the slip upload, no baht QR and no phone wallet', { tag: '@la' }, async ({ browser, build }) => {
    const member = await newMember(build, 'Kip Tester');
    const { page, dialog } = await openDeposit(browser, build, member);
    const tabs = await dialog.getByRole('tab').allInnerTexts();
    assert.deepEqual(tabs, ['Bank transfer', 'Upload slip']);
    await dialog.getByText('010-100-012-3456').first().waitFor();
    await page.context().close();
  });
});

test.describe('every way to deposit, in sight on a phone', () => {
  test(`offers every way in the build's language, each tab inside the viewport at 390 and 320 px and none cut; the strip stays put`, async ({ browser, build }) => {
    const language = BUILD_LANGUAGE[build];
    const member = await bahtMember(build);
    const { page, dialog } = await openDeposit(browser, build, member, language);
    const names = ['bank', 'qr', 'wallet', 'slip'].map((method) => text(language, 'wallet', `deposit.method.${method}`));
    for (const name of names) await dialog.getByRole('tab', { name }).waitFor();
    for (const viewport of [{ width: 390, height: 844 }, { width: 320, height: 640 }]) {
      await page.setViewportSize(viewport);
      const shown = await dialog.getByRole('tab').evaluateAll((tabs) =>
        tabs.map((tab) => {
          const box = tab.getBoundingClientRect();
          return { name: tab.textContent, left: box.left, right: box.right, cut: tab.scrollWidth > tab.clientWidth + 1 };
        }),
      );
      assert.deepEqual(shown.map((tab) => tab.name), names);
      for (const tab of shown) {
        assert.ok(tab.left >= 0 && tab.right <= viewport.width, `'${tab.name}' lies inside ${viewport.width} px (${tab.left}-${tab.right})`);
        assert.equal(tab.cut, false, `'${tab.name}' is whole at ${viewport.width} px`);
      }
    }
    // Every tab stays reachable from the keyboard: the arrow keys walk to the slip upload.
    await dialog.getByRole('tab', { name: names[0] }).click();
    await page.keyboard.press('End');
    assert.equal(await dialog.getByRole('tab', { name: names[3] }).getAttribute('aria-selected'), 'true');
    // And each way opens its own panel: the QR tab offers to make a code.
    await dialog.getByRole('tab', { name: names[1] }).click();
    await dialog.getByRole('button', { name: text(language, 'wallet', 'deposit.qr.create') }).waitFor();
    // Issue 40 item 7: an account number copied says so clear of the sheet's title, its tabs and
    // the copy button, on a phone (a bottom sheet) and on a desktop (a centred one).
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BUILDS[build].baseUrl });
    await dialog.getByRole('tab', { name: names[0] }).click();
    const copy = dialog.getByRole('button', { name: text(language, 'wallet', 'deposit.bank.copyAccountNo') }).first();
    for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
      await page.setViewportSize(viewport);
      await copy.click();
      await toastLeavesSheetClear(page, dialog, new RegExp(`^${text(language, 'common', 'copy.copied')} \\d+`), [copy]);
    }

    // The strip stays under the pointer whichever tab is chosen, and on a desktop the tabs share one row.
    for (const viewport of [DESKTOP_VIEWPORT, PHONE_VIEWPORT]) {
      await page.setViewportSize(viewport);
      const tops = await stripTops(dialog, names);
      assert.equal(new Set(tops).size, 1, `the tab strip stays put at ${viewport.width} px: ${tops.join(', ')}`);
    }
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await settled(dialog);
    assert.equal(await tabRows(dialog), 1, `the tabs fit one row at 1280 px in ${language}`);
    // English has the longest labels (they wrapped three and one).
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await chooseLanguage(page, 'en');
    const english = await openDepositFromHome(page, 'en');
    await english.getByRole('tab', { name: text('en', 'wallet', 'deposit.method.slip') }).waitFor();
    await settled(english);
    assert.equal(await tabRows(english), 1, 'the tabs fit one row at 1280 px in English');
    await page.context().close();
  });
});
