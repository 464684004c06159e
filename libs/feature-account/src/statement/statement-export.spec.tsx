import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { StatementEntry } from '@wallet/api';
import type { Locale } from '@wallet/config';
import { API, accountHandlers, refuse, renderAccount, startServer } from '../testing/account-test-kit';
import { statementEntry, statementHandler, type AskedPage } from '../testing/statement-answers';
import { StatementPage } from './statement-page';

/** 25 entries newest first, 25 down to 1 March: every 5th a refund bonus with a Thai description, the rest bank deposits. */
const entries: StatementEntry[] = Array.from({ length: 25 }, (_, index) => {
  const n = 25 - index;
  const createdAt = `2026-03-${String(n).padStart(2, '0')}T10:00:00`;
  return n % 5 === 0
    ? statementEntry(n, { statementType: 'bonus', from: 'REFUND', amount: n + 0.5, createdAt, refund: { description: `คืนยอดเสีย, "สัปดาห์ ${n / 5}"` } })
    : statementEntry(n, { amount: n * 1000, createdAt });
});

const calls: AskedPage[] = [];
const server = startServer(...accountHandlers(), statementHandler(() => entries, calls));

interface Download {
  name: string;
  blob: Blob;
}
let downloads: Download[] = [];

beforeEach(() => {
  calls.length = 0;
  downloads = [];
  window.scrollTo = jest.fn();
  // jsdom has no object addresses and does not download: the file is caught where the browser would take it.
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const address = `blob:statement-${blobs.size}`;
    blobs.set(address, blob);
    return address;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) downloads.push({ name: this.download, blob });
  });
});

afterEach(() => jest.restoreAllMocks());

async function exportFrom(route: string, locale: Locale = 'en') {
  const user = userEvent.setup();
  renderAccount(<StatementPage />, { route, locale });
  await screen.findByRole('list', { name: locale === 'th' ? 'ประวัติธุรกรรม' : 'Transactions' });
  await user.click(screen.getByRole('button', { name: locale === 'th' ? 'ส่งออก CSV' : 'Export CSV' }));
  await waitFor(() => expect(downloads).toHaveLength(1));
  const [{ name, blob }] = downloads;
  const bytes = new Uint8Array(await blob.arrayBuffer());
  return { name, blob, bytes, lines: new TextDecoder().decode(bytes.slice(3)).split('\r\n') };
}

describe('the statement export', () => {
  it('saves what the filter shows, every page of it, as UTF-8 CSV with a byte-order mark, named with its dates', async () => {
    const { name, blob, bytes, lines } = await exportFrom('/user/statement?kind=deposit&from=2026-03-02&to=2026-03-14');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(name).toBe('statement_2026-03-02_2026-03-14.csv');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines[0]).toBe('Date,Type,From,To,Amount (THB),Status,Details');
    // 2 to 14 March without the 5th and 10th (bonuses): 11 deposits, more than the 10 a page shows.
    expect(lines.slice(1, -1)).toHaveLength(11);
    expect(lines[1]).toBe('14/03/2026 10:00:00,Deposit,Bank transfer,Main wallet,+14000.00,Successful,');
    expect(lines.at(-1)).toBe('');
  });

  it('writes the statement’s own words: the linked description, quoted where it holds a comma or quotes', async () => {
    const { lines } = await exportFrom('/user/statement?kind=bonus');
    expect(lines.slice(1, 3)).toEqual([
      '25/03/2026 10:00:00,Bonus,Refund,Main wallet,+25.50,Successful,"คืนยอดเสีย, ""สัปดาห์ 5"""',
      '20/03/2026 10:00:00,Bonus,Refund,Main wallet,+20.50,Successful,"คืนยอดเสีย, ""สัปดาห์ 4"""',
    ]);
  });

  it('names the columns in the member’s language', async () => {
    const { lines } = await exportFrom('/user/statement?kind=bonus', 'th');
    expect(lines[0]).toBe('วันที่,ประเภท,จาก,ไปยัง,จำนวนเงิน (THB),สถานะ,รายละเอียด');
    expect(lines[1]).toBe('25/03/2026 10:00:00,โบนัส,คืนยอดเสีย,กระเป๋าหลัก,+25.50,สำเร็จ,"คืนยอดเสีย, ""สัปดาห์ 5"""');
  });

  it('without a filter reads and saves the whole statement, not only the page on screen', async () => {
    const { name, lines } = await exportFrom('/user/statement');
    expect(lines.slice(1, -1)).toHaveLength(25);
    expect(calls).toEqual([
      { page: 1, limit: 10 },
      { page: 1, limit: 100 },
    ]);
    expect(name).toMatch(/^statement_2026-03-01_\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('says why when the statement cannot be read, and saves nothing', async () => {
    const user = userEvent.setup();
    renderAccount(<StatementPage />, { route: '/user/statement' });
    await screen.findByRole('list', { name: 'Transactions' });
    // The unfiltered page is on screen; the whole statement's read then fails.
    server.use(http.post(`${API}/api/statement`, () => refuse('INTERNAL_SERVER_ERROR', 500)));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('A server error occurred. Please try again later.')).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });
});
