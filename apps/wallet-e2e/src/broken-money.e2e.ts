// A money action under every kind of failure (the stand-in's POST /__dev/fault) but an empty body,
// which is a write call's success: a transfer in the Thai build and a withdrawal in the Laos build. Each is tapped twice at once; the member reads why it
// failed (or that its outcome is unknown and the balance needs checking), the stand-in received it
// once, nothing is sent again after a time-out, the form works again, and once the server answers
// the same form succeeds. The time-out is the client's own (60 s, spec section 7): the base query's
// timer runs on Playwright's clock, which the test moves on (and on again, for any resend on a timer).
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import type { Build } from './support/browser';
import {
  arrangeFault,
  callsTo,
  clearFaults,
  CLIENT_TIMEOUT_MS,
  EVERY_FAULT,
  failureText,
  faultPage,
  settled,
  type FaultPage,
  type FaultRule,
  type Language,
} from './support/faults';
import { api, newMember, type Member } from './support/member';
import { expect, test } from './support/test';

/** A money form of home: how it opens and is filled, its button, and what failure and success say. */
interface MoneyForm {
  build: Build;
  language: Language;
  name: string;
  rule: Omit<FaultRule, 'kind'>;
  /** Sets the member up: money to move, and anything the form needs. */
  prepare: (member: Member) => Promise<void>;
  /** Opens the form from home and fills it; answers the modal. */
  fill: (fault: FaultPage) => Promise<Locator>;
  submit: [namespace: string, key: string];
  failureTitle: [namespace: string, key: string];
  success: [namespace: string, key: string];
}

const TRANSFER: MoneyForm = {
  build: 'th',
  language: 'th',
  name: 'a transfer',
  rule: { method: 'POST', path: '/api/wallet/transfer' },
  prepare: async (member) => {
    await api('th', 'POST', '/api/wallet/add', { amount: 1000 }, member.token);
    await api('th', 'GET', '/api/wallet/activate/PG', undefined, member.token);
  },
  fill: async ({ page, say }) => {
    await page.getByRole('button', { name: say('wallet', 'transfer.title'), exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: say('wallet', 'transfer.title') });
    await dialog.getByLabel(say('wallet', 'transfer.source')).selectOption('WALLET');
    await dialog.getByLabel(say('wallet', 'transfer.target')).selectOption('PG');
    await dialog.getByLabel(say('wallet', 'transfer.amount')).fill('10');
    return dialog;
  },
  submit: ['wallet', 'transfer.submit'],
  failureTitle: ['errors', 'label.transfer'],
  success: ['wallet', 'transfer.success'],
};

/** A Laos member holds kip: the withdrawal limits are the fixture's baht ones priced at 650 kip. */
const WITHDRAW_KIP = 65_000;

const WITHDRAW: MoneyForm = {
  build: 'la',
  language: 'lo',
  name: 'a withdrawal',
  rule: { method: 'POST', path: '/api/wallet/withdrawAll' },
  prepare: (member) => api('la', 'POST', '/api/wallet/add', { amount: WITHDRAW_KIP * 8 }, member.token),
  fill: async ({ page, say }) => {
    await page.getByRole('button', { name: say('wallet', 'home.tile.withdraw'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: say('wallet', 'withdraw.title') });
    await dialog.getByLabel(say('wallet', 'withdraw.amount')).fill(String(WITHDRAW_KIP));
    return dialog;
  },
  submit: ['wallet', 'withdraw.submit'],
  failureTitle: ['errors', 'label.withdraw'],
  success: ['wallet', 'withdraw.success'],
};

/**
 * Every kind but an empty body: the specification gives no body for write calls (section 7), so
 * an empty 2xx is their success (libs/api's writeAnswer); a failure code decides otherwise.
 */
const MONEY_FAULTS = EVERY_FAULT.filter((kind) => kind !== 'empty');

const calledPath = (form: MoneyForm) => (request: { url(): string }) => new URL(request.url()).pathname === form.rule.path;

test.describe('a money action fails', () => {
  // Each form in one build: the transfer in the Thai build, the withdrawal in the Laos build.
  for (const form of [TRANSFER, WITHDRAW]) {
    const { build, language } = form;
    test(`${form.name} is sent once under every kind of failure, says why, and goes through once the server answers`, { tag: `@${build}` }, async ({ browser, undo }) => {
      const member = await newMember(build, 'Money Tester');
      await form.prepare(member);
      const fault = await faultPage(browser, build, '/user/home', member.token, { language, clock: true });
      const { page, say } = fault;
      await page.getByRole('status', { name: say('wallet', 'home.totalBalance') }).waitFor();
      undo.faults();
      const dialog = await form.fill(fault);
      const submit = dialog.getByRole('button', { name: say(...form.submit) });
      for (const kind of MONEY_FAULTS) {
        await clearFaults(build);
        await arrangeFault(build, { ...form.rule, kind, times: 1 });
        const asked = page.waitForRequest(calledPath(form));
        // Two taps inside one frame: the second must not send the money again.
        await submit.dblclick();
        await asked;
        if (kind === 'stall') {
          // Its time runs out once the stand-in holds it: sent is not yet there (the preview server
          // passes it on), and a time-out before that would end it on the way.
          await expect.poll(() => callsTo(build, form.rule.method, form.rule.path), { message: 'the stand-in holds the stalled call' }).toBe(1);
          await page.clock.fastForward(CLIENT_TIMEOUT_MS);
        }
        const failure = page.getByRole('alertdialog', { name: say(...form.failureTitle) });
        await failure.getByText(failureText(language, kind, true)).waitFor();
        // Whatever would send it again on a timer has had its time.
        if (kind === 'stall') await page.clock.fastForward(2 * CLIENT_TIMEOUT_MS);
        assert.equal(await callsTo(build, form.rule.method, form.rule.path), 1, `${kind}: the stand-in received it once`);
        await settled(fault, kind);
        await failure.getByRole('button', { name: say('common', 'action.ok') }).click();
        await failure.waitFor({ state: 'detached' });
        assert.ok(await submit.isEnabled(), `${kind}: the form can be sent again`);
      }
      // The stalled call goes on at the stand-in when the faults are cleared, as a late answer would.
      await clearFaults(build);
      await submit.click();
      await page.getByText(say(...form.success)).first().waitFor();
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await callsTo(build, form.rule.method, form.rule.path), 1, 'the retry was sent once');
      await settled(fault, 'after the retry');
      await page.context().close();
    });
  }
});
