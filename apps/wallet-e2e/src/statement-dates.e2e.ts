// The statement's date filters in both builds (issue 29): days are typed and shown DD/MM/YYYY as the
// statement writes them (spec §9), even in an English (en-US) browser whose own date field would
// show mm/dd/yyyy; digits alone are typed on the phone's number pad and the slashes come by
// themselves; an impossible date or a from-date after the to-date is a translated error on the
// field that leaves the address alone, and no list claims results for it (issue 38); a
// Buddhist-era year is read; the address keeps its 'YYYY-MM-DD' days. The day's entries, of every
// kind, then read as a desktop table whose labels break only at spaces (issue 40 item 5).
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { BUDDHIST_ERA_OFFSET, writeDay } from '@wallet/domain';
import { DESKTOP_VIEWPORT } from './support/browser';
import { fitProblems, runsBroken } from './support/fit';
import { memberPage } from './support/member';
import { depositsAndRefund, REFUND_LINE } from './support/statement-export';
import { longWordedHistory } from './support/statement-rows';
import { expect, test } from './support/test';
import { text, type Language } from './support/texts';

/** The browser's local day `offset` days from today, as the address writes it. */
const browserDay = (page: Page, offset: number) =>
  page.evaluate((days) => {
    const day = new Date();
    day.setDate(day.getDate() + days);
    return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  }, offset);

/** The digits a member types for a day: 'YYYY-MM-DD' as DDMMYYYY. */
const digitsOf = (day: string) => writeDay(day).replaceAll('/', '');

const statementPath = (query = '') => new RegExp(`/user/statement${query.replace(/[?&]/g, '\\$&')}$`);

test.describe('statement dates written DD/MM/YYYY', () => {
  test('typed as digits in an English browser, shown DD/MM/YYYY, filtering by the address’s day; an impossible date changes nothing', async ({ browser, build, member }) => {
    await depositsAndRefund(build, member, 2);
    const page = await memberPage(browser, build, '/user/statement', member.token, { language: 'en' });
    const words = (key: string) => text('en', 'wallet', key);
    const from = page.getByRole('textbox', { name: words('statement.filter.from') });
    const list = page.getByRole('list', { name: words('statement.title') });
    await list.getByRole('listitem').first().waitFor();
    await expect(from).toHaveAttribute('inputmode', 'numeric');
    await expect(from).toHaveAccessibleDescription(words('statement.filter.dayHint'));
    const [today, tomorrow] = [await browserDay(page, 0), await browserDay(page, 1)];

    await from.click();
    await page.keyboard.type(digitsOf(tomorrow));
    await expect(from).toHaveValue(writeDay(tomorrow));
    await page.waitForURL(statementPath(`?from=${tomorrow}`));
    await page.getByText(words('statement.filter.empty')).waitFor();

    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('31022026');
    await expect(from).toHaveValue('31/02/2026');
    await expect(page.getByRole('alert').filter({ hasText: words('statement.filter.dayImpossible') })).toBeVisible();
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    assert.match(page.url(), statementPath(`?from=${tomorrow}`));

    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(digitsOf(today));
    await page.waitForURL(statementPath(`?from=${today}`));
    await expect(from).not.toHaveAttribute('aria-invalid');
    await list.getByRole('listitem').filter({ hasText: REFUND_LINE[build].description }).waitFor();

    await page.reload();
    await expect(page.getByRole('textbox', { name: words('statement.filter.from') })).toHaveValue(writeDay(today));
    await page.context().close();
  });

  test('a day from the address shown DD/MM/YYYY in the site’s language, a from-date after it refused there, and the day’s entries a desktop table with whole labels', async ({ browser, build, member }) => {
    const language: Language = REFUND_LINE[build].language;
    const words = (key: string) => text(language, 'wallet', key);
    await longWordedHistory(build, member);
    const probe = await memberPage(browser, build, '/user/statement', member.token, { language });
    const [today, tomorrow] = [await browserDay(probe, 0), await browserDay(probe, 1)];
    await probe.context().close();

    const page = await memberPage(browser, build, `/user/statement?to=${today}`, member.token, { language });
    const to = page.getByRole('textbox', { name: words('statement.filter.to') });
    await expect(to).toHaveValue(writeDay(today));
    await expect(to).toHaveAccessibleDescription(words('statement.filter.dayHint'));
    const from = page.getByRole('textbox', { name: words('statement.filter.from') });
    await from.pressSequentially(digitsOf(tomorrow));
    await expect(page.getByRole('alert').filter({ hasText: words('statement.filter.dayOrder') })).toBeVisible();
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    assert.match(page.url(), statementPath(`?to=${today}`));
    // Issue 38: no count or list claims results for that range.
    await expect(page.getByRole('status').filter({ hasText: words('statement.filter.fixDates') })).toBeVisible();
    await expect(page.getByRole('list', { name: words('statement.title') })).toHaveCount(0);

    // The same day with its Buddhist-era year, as Thai members write it: taken, and the count is back.
    const [year, month, date] = today.split('-');
    await from.fill('');
    await from.pressSequentially(`${date}${month}${Number(year) + BUDDHIST_ERA_OFFSET}`);
    await page.waitForURL(statementPath(`?from=${today}&to=${today}`));
    await expect(from).not.toHaveAttribute('aria-invalid');
    await page.getByRole('status').filter({ hasText: words('statement.filter.fixDates') }).waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: words('statement.filter.count').split('{{count}}')[0].trim() }).waitFor();

    // Issue 40 item 5: on a desktop, down to its narrowest, the day's entries are a table whose
    // short columns (type, from, to, status) keep each run between spaces on one line, nothing cut.
    // The details' sentences squeeze the others: Chromium's Lao dictionary broke 'ສິ້ນສຸດໂບ|ນັດ'
    // at 1280 px while Details, which wraps as prose, had room to spare.
    const table = page.getByRole('table', { name: words('statement.title') });
    for (const viewport of [DESKTOP_VIEWPORT, { width: 900, height: 800 }]) {
      await page.setViewportSize(viewport);
      await table.getByRole('cell', { name: words('statement.type.finish_bonus'), exact: true }).first().waitFor();
      await expect(table.getByRole('columnheader', { name: words('statement.column.type') })).toBeVisible();
      assert.deepEqual(await runsBroken(table.locator('tbody td:not(:last-child)')), [], `labels broken inside a word at ${viewport.width} px`);
      assert.deepEqual(await fitProblems(page), [], `the statement at ${viewport.width} px`);
    }
    await page.context().close();
  });
});
