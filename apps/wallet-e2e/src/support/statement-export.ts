// The statement tools as a member uses them (issue 19): filter by kind and by days, export, and the
// downloaded file's bytes, shared by the browser tests against the default and the spec-only stand-in.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { writeDay } from '@wallet/domain';
import type { Build } from './browser';
import { api, type Member } from './member';
import { stubDev } from './stub';
import { text } from './texts';

type Language = 'th' | 'lo' | 'en';

/**
 * Each site's refund line: the member's currency (a new member's: baht in the Thai build, kip in
 * the Laos build), the refund and its figure as the export writes it, and what the stand-in names
 * a refund in the site's language, which the export must carry as it is.
 */
export const REFUND_LINE: Record<Build, { language: 'th' | 'lo'; currencyCode: string; amount: number; cell: string; description: string }> = {
  th: { language: 'th', currencyCode: 'THB', amount: 40.5, cell: '+40.50', description: 'คืนยอดเสีย' },
  la: { language: 'lo', currencyCode: 'LAK', amount: 4050, cell: '+4050', description: 'ຍອດເສຍຄືນ' },
};

/** Gives a member `deposits` bank deposits and then a refund received into the wallet (a bonus line), all today. */
export async function depositsAndRefund(build: Build, { phone, token }: Member, deposits: number): Promise<void> {
  for (let left = deposits; left > 0; left -= 100) await stubDev(build, `member/${phone}/deposits`, { count: Math.min(left, 100) });
  await stubDev(build, `member/${phone}/refund`, { amount: REFUND_LINE[build].amount });
  await api(build, 'GET', '/api/refund/receive', undefined, token);
  await api(build, 'GET', '/api/refund/addWallet', undefined, token);
}

/** The CSV file as downloaded: its suggested name, its bytes and its lines after the byte-order mark. */
export interface Export {
  name: string;
  bytes: Buffer;
  lines: string[];
}

/** The browser's own local day, `offset` days from today, as the address writes it ('YYYY-MM-DD'). */
const browserDay = (page: Page, offset: number) =>
  page.evaluate((days) => {
    const day = new Date();
    day.setDate(day.getDate() + days);
    return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  }, offset);

/**
 * On the statement page: narrows it to bonuses of yesterday and today (the test's entries are
 * today's; yesterday keeps a run across midnight right), waits for the filtered list, then exports
 * it and reads the download. The page's address keeps the filter.
 */
export async function exportTodaysBonuses(page: Page, language: Language): Promise<Export & { from: string; to: string }> {
  const words = (key: string) => text(language, 'wallet', key);
  const [from, to] = [await browserDay(page, -1), await browserDay(page, 0)];
  await page.getByRole('combobox', { name: words('statement.filter.kind') }).selectOption('bonus');
  // The fields take days as the app writes them, DD/MM/YYYY (issue 29); the address keeps 'YYYY-MM-DD'.
  await page.getByRole('textbox', { name: words('statement.filter.from') }).fill(writeDay(from));
  await page.getByRole('textbox', { name: words('statement.filter.to') }).fill(writeDay(to));
  await page.waitForURL(`**/user/statement?kind=bonus&from=${from}&to=${to}`);
  await page.getByText(words('statement.filter.count').replace('{{count}}', '1')).waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: words('statement.filter.export') }).click()]);
  const path = await download.path();
  assert.ok(path, 'the download was saved');
  const bytes = await readFile(path);
  return { name: download.suggestedFilename(), bytes, lines: bytes.subarray(3).toString('utf8').split('\r\n'), from, to };
}

/** Checks an export of the build's refund line alone: BOM, the header in `language` with the currency code, the line with the site-language description. */
export function assertRefundExport(exported: Export, build: Build, language: Language): void {
  const { currencyCode, cell, description } = REFUND_LINE[build];
  const column = (key: string) => text(language, 'wallet', `statement.column.${key}`);
  assert.deepEqual([...exported.bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'the file starts with the UTF-8 byte-order mark');
  assert.equal(exported.lines[0], ['date', 'type', 'from', 'to'].map(column).concat(`${column('amount')} (${currencyCode})`, column('status'), column('detail')).join(','));
  assert.equal(exported.lines.length, 3, `one entry and the last line end: ${exported.lines.join(' | ')}`);
  const cells = exported.lines[1].split(',');
  assert.equal(cells[1], text(language, 'wallet', 'statement.type.bonus'));
  assert.equal(cells[4], cell);
  assert.equal(cells[6], description);
  assert.equal(exported.lines[2], '');
}
