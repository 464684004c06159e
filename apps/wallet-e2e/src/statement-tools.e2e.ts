// Statement tools in the Thai build (issue 19; issue 37: the Laos build runs the same code): filter the statement by kind and days, kept in the
// address through a reload, and export what the filter shows as a CSV file whose bytes are checked
// (byte-order mark, header in the site's language with the currency code, the site-language
// description the stand-in gives a refund).
import assert from 'node:assert/strict';
import { memberPage } from './support/member';
import { assertRefundExport, depositsAndRefund, exportTodaysBonuses, REFUND_LINE } from './support/statement-export';
import { test } from './support/test';
import { text } from './support/texts';

test.describe('statement filters and export', () => {
  test(`filters to the day's bonus, keeps the filter through a reload and exports it as CSV`, { tag: '@th' }, async ({ browser, build, member }) => {
    const { language, description } = REFUND_LINE[build];
    await depositsAndRefund(build, member, 12);

    const page = await memberPage(browser, build, '/user/statement', member.token, { language });
    const exported = await exportTodaysBonuses(page, language);
    assert.equal(exported.name, `statement_${exported.from}_${exported.to}.csv`);
    assertRefundExport(exported, build, language);

    await page.reload();
    const list = page.getByRole('list', { name: text(language, 'wallet', 'statement.title') });
    await list.getByRole('listitem').filter({ hasText: description }).waitFor();
    assert.equal(await list.getByRole('listitem').count(), 1);
    assert.equal(await page.getByRole('combobox', { name: text(language, 'wallet', 'statement.filter.kind') }).inputValue(), 'bonus');
    await page.context().close();
  });
});
