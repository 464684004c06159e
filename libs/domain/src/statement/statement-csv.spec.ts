import fc from 'fast-check';
import { CSV_BOM, csvAmount, csvCell, csvTextCell, currencyCode, statementCsv, statementCsvFileName, type CsvStatementEntry, type StatementCsvTexts } from './statement-csv';
import { statementDescription } from './statement-detail';
import { NO_STATEMENT_FILTER } from './statement-filter';

const TEXTS: StatementCsvTexts = {
  headers: { date: 'Date', type: 'Type', from: 'From', to: 'To', amount: 'Amount', status: 'Status', detail: 'Details' },
  kind: (type) => ({ deposit: 'Deposit', bonus: 'Bonus', withdraw: 'Withdrawal', transfer: 'Transfer' })[type] ?? type,
  status: (status) => (status === 'SUCCESS' ? 'Successful' : status === 'FAILED' ? 'Failed' : 'In progress'),
  place: (code) => (code === 'WALLET' ? 'Main wallet' : code),
};

const at = (day: number, hour = 10) => new Date(2026, 2, day, hour, 0, 0).toISOString();

/** Reads CSV text back into rows of cells (RFC 4180), to check what a spreadsheet would see. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  while (i < text.length) {
    const char = text[i];
    const pair = text.slice(i, i + 2);
    i += 1;
    if (quoted && pair === '""') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted) {
      cell += char;
    } else if (char === ',') {
      endCell();
    } else if (pair === '\r\n') {
      endCell();
      rows.push(row);
      row = [];
      i += 1;
    } else {
      cell += char;
    }
  }
  return rows;
}

describe('statementCsv (issue 19)', () => {
  const entries: CsvStatementEntry[] = [
    { statementType: 'deposit', from: 'KBANK', to: 'WALLET', amount: 1234.5, status: 'SUCCESS', createdAt: at(4, 5), promotion: { description: '<p>โปรสงกรานต์ <b>50 บาท</b></p>' } },
    { statementType: 'withdraw', from: 'WALLET', to: 'SCB', amount: 50, status: 'PENDING', createdAt: at(3) },
    { statementType: 'transfer', from: 'WALLET', to: 'PG', amount: 20, status: 'FAILED', createdAt: at(2) },
  ];

  it('starts with the byte-order mark, then a header with the currency code, one row per entry, CRLF line ends', () => {
    const text = statementCsv(entries, TEXTS, 'BAHT');
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Date,Type,From,To,Amount (THB),Status,Details',
      '04/03/2026 05:00:00,Deposit,KBANK,Main wallet,+1234.50,Successful,โปรสงกรานต์ 50 บาท',
      '03/03/2026 10:00:00,Withdrawal,Main wallet,SCB,-50.00,In progress,',
      '02/03/2026 10:00:00,Transfer,Main wallet,PG,20.00,Failed,',
      '',
    ]);
    expect(text).not.toMatch(/[^\r]\n/);
  });

  it('writes kip as whole numbers under LAK, and no code for an unknown currency', () => {
    const kip = statementCsv([{ ...entries[0], amount: 1_300_000.4 }], TEXTS, 'LAK');
    expect(parseCsv(kip.slice(1))).toEqual([
      ['Date', 'Type', 'From', 'To', 'Amount (LAK)', 'Status', 'Details'],
      [expect.any(String), 'Deposit', 'KBANK', 'Main wallet', '+1300000', 'Successful', 'โปรสงกรานต์ 50 บาท'],
    ]);
    expect(parseCsv(statementCsv([], TEXTS, null).slice(1))).toEqual([['Date', 'Type', 'From', 'To', 'Amount', 'Status', 'Details']]);
  });

  it('keeps every text cell as it was written, quotes, separators and line breaks included, and neutralises formulas', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'ก', 'ກ', ',', '"', '\r', '\n', ' ', '=', '+', '-', '@', '\t', "'") });
    fc.assert(
      fc.property(text, text, text, (from, to, description) => {
        const row = parseCsv(statementCsv([{ statementType: 'bonus', from, to, amount: 1, status: 'SUCCESS', createdAt: at(1), bonus: { description } }], { ...TEXTS, place: (code) => code }, 'BAHT').slice(1))[1];
        const shown = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
        expect(row).toHaveLength(7);
        expect([row[2], row[3]]).toEqual([shown(from), shown(to)]);
        // The description as the statement page shows it (statementDescription's words).
        expect(row[6]).toBe(shown(statementDescription({ bonus: { description } }) ?? ''));
      }),
    );
  });
});

describe('csvTextCell and csvCell', () => {
  it('quotes a cell with a quote, comma or line break, doubling its quotes', () => {
    expect(csvCell('plain text')).toBe('plain text');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+66 81', "'+66 81"],
    ['-1+2', "'-1+2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['safe = text', 'safe = text'],
  ])('neutralises %p against formula injection', (value, cell) => {
    expect(csvTextCell(value)).toBe(cell);
  });
});

describe('csvAmount (issue 19 over spec §9)', () => {
  it.each([
    [1234.5, 'deposit', 'BAHT', '+1234.50'],
    [75.25, 'bonus', 'BAHT', '+75.25'],
    [50, 'withdraw', 'BAHT', '-50.00'],
    [20, 'transfer', 'BAHT', '20.00'],
    [0, 'finish_bonus', 'BAHT', '0.00'],
    [1.005, 'deposit', 'BAHT', '+1.01'],
    [1_300_000.5, 'deposit', 'LAK', '+1300001'],
    [975_000, 'withdraw', 'LAK', '-975000'],
    [-12.5, 'transfer', 'BAHT', '-12.50'],
    [12.345, 'deposit', null, '+12.35'],
    ['abc', 'deposit', 'BAHT', ''],
    [NaN, 'deposit', 'BAHT', ''],
  ])('writes %p of a %s in %s as %p', (amount, type, currency, cell) => {
    expect(csvAmount(amount, type, currency)).toBe(cell);
  });

  it('is always a plain signed number a spreadsheet reads back as the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), fc.constantFrom('deposit', 'bonus', 'withdraw'), fc.constantFrom('BAHT', 'LAK'), (cents, type, currency) => {
        const cell = csvAmount(cents / 100, type, currency);
        expect(cell).toMatch(currency === 'LAK' ? /^[+-]?\d+$/ : /^[+-]?\d+\.\d{2}$/);
        const size = currency === 'LAK' ? Math.round(cents / 100) : cents / 100;
        expect(Math.abs(Number(cell))).toBeCloseTo(size, 2);
        if (size !== 0) expect(Math.sign(Number(cell))).toBe(type === 'withdraw' ? -1 : 1);
      }),
    );
  });

  it('names the currency codes', () => {
    expect([currencyCode('BAHT'), currencyCode('LAK'), currencyCode(null), currencyCode('USD')]).toEqual(['THB', 'LAK', null, null]);
  });
});

describe('statementCsvFileName', () => {
  const today = new Date(2026, 2, 31, 12);
  it('names the filter’s range', () => {
    expect(statementCsvFileName({ from: '2026-03-01', to: '2026-03-15' }, [], today)).toBe('statement_2026-03-01_2026-03-15.csv');
  });

  it('fills an open end with the oldest entry’s day and today', () => {
    expect(statementCsvFileName(NO_STATEMENT_FILTER, [{ createdAt: at(10) }, { createdAt: at(2) }, { createdAt: 'bad' }], today)).toBe('statement_2026-03-02_2026-03-31.csv');
    expect(statementCsvFileName(NO_STATEMENT_FILTER, [], today)).toBe('statement_2026-03-31_2026-03-31.csv');
    expect(statementCsvFileName({ from: '2026-03-05', to: null }, [], today)).toBe('statement_2026-03-05_2026-03-31.csv');
  });
});
