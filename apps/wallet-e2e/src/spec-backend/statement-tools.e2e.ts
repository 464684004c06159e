// The statement tools against a backend that gives only what the specification promises
// (STUB_SHAPES=spec): the statement call takes page and limit and answers total and statements,
// with no row ids and no member currency. The filter is the client's, and the export still names
// the currency (the Thai build's only one; a kip member's from the deposit accounts offered).
import assert from 'node:assert/strict';
import { api, memberPage, newMember } from '../support/member';
import { assertRefundExport, depositsAndRefund, exportTodaysBonuses } from '../support/statement-export';
import { test } from '../support/test';

test.describe('statement tools against the spec-only backend', () => {
  test(`filters 112 entries read in pages of 100 and exports the one bonus`, async ({ browser, build }) => {
    const member = await newMember(build, 'Spec Statement');
    await depositsAndRefund(build, member, 111);
    const [first] = (await api<{ statements: { _id?: string }[] }>(build, 'POST', '/api/statement', { page: 1, limit: 1 }, member.token)).statements;
    assert.equal(first._id, undefined, 'the spec-only stand-in sends statement entries without ids');

    const page = await memberPage(browser, build, '/user/statement', member.token, { language: 'en' });
    const asked: { page: number; limit: number }[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/statement') asked.push(request.postDataJSON());
    });
    const exported = await exportTodaysBonuses(page, 'en');
    // The filtered list was read whole, 100 at a time: 112 entries are two pages.
    assert.deepEqual([...new Set(asked.filter(({ limit }) => limit === 100).map(({ page: number }) => number))].sort(), [1, 2]);
    assertRefundExport(exported, build, 'en');
    await page.context().close();
  });
});
