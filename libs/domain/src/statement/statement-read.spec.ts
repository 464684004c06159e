import fc from 'fast-check';
import { LIMITS } from '../limits';
import { addStatementPage, nextStatementRead, readsPast, startStatementRead, type StatementRead } from './statement-read';

interface Row {
  n: number;
  createdAt: number;
}

/** A list of `count` rows, newest first, one a minute, ending at `newest`. */
const listOf = (count: number, newest = Date.UTC(2026, 5, 1)): Row[] => Array.from({ length: count }, (_, index) => ({ n: count - index, createdAt: newest - index * 60_000 }));

/** A server that pages `rows` as spec §7 does, giving at most `cap` rows a page. */
const serve = (rows: readonly Row[], cap = 100) => (page: number, limit: number) => {
  const size = Math.min(limit, cap);
  return { total: rows.length, statements: rows.slice((page - 1) * size, page * size) };
};

/** Reads until the rule stops; the pages asked, in order. */
function readAll(answer: (page: number, limit: number) => { total: number; statements: Row[]; leftOut?: number }, since: number | null = null) {
  let read: StatementRead<Row> = startStatementRead();
  const asked: [number, number][] = [];
  for (;;) {
    const step = nextStatementRead(read, since);
    if (step.kind !== 'page') return { step: step.kind, read, asked };
    asked.push([step.page, step.limit]);
    read = addStatementPage(read, answer(step.page, step.limit));
  }
}

describe('a whole-statement read (issue 19 over spec §7)', () => {
  it('reads 100 at a time until the total is covered', () => {
    const rows = listOf(250);
    const { step, read, asked } = readAll(serve(rows));
    expect(step).toBe('whole');
    expect(asked).toEqual([[1, 100], [2, 100], [3, 100]]);
    expect(read.entries).toEqual(rows);
  });

  it('reads an empty statement in one call', () => {
    const { step, read, asked } = readAll(serve([]));
    expect([step, read.entries, asked]).toEqual(['whole', [], [[1, 100]]]);
  });

  it('asks at the server’s own page size when it gives fewer rows than asked', () => {
    const rows = listOf(120);
    const { read, asked } = readAll(serve(rows, 50));
    expect(asked).toEqual([[1, 100], [2, 50], [3, 50]]);
    expect(read.entries).toEqual(rows);
  });

  it('starts over when the list changes between pages, so no entry is read twice', () => {
    let rows = listOf(150);
    let landed = false;
    const answer = (page: number, limit: number) => {
      const given = serve(rows)(page, limit);
      // A deposit lands just after the first page is read.
      if (!landed) rows = listOf(151, rows[0].createdAt + 60_000);
      landed = true;
      return given;
    };
    const { read, asked } = readAll(answer);
    expect(asked).toEqual([[1, 100], [2, 100], [1, 100], [2, 100]]);
    expect(read.entries).toEqual(rows);
  });

  it('stops once the entries read are older than the range start, their order checked', () => {
    const rows = listOf(500);
    const since = rows[150].createdAt;
    const { step, read, asked } = readAll(serve(rows), since);
    expect(step).toBe('whole');
    expect(asked).toHaveLength(2);
    expect(read.entries.some((row) => row.createdAt < since)).toBe(true);
  });

  it('reads on to the total when the order cannot be checked', () => {
    const rows = listOf(300);
    [rows[5], rows[6]] = [rows[6], rows[5]];
    expect(readAll(serve(rows), rows[120].createdAt).asked).toHaveLength(3);
    const undated = listOf(300).map((row, index) => (index === 3 ? { ...row, createdAt: NaN } : row));
    expect(readAll(serve(undated), undated[120].createdAt).asked).toHaveLength(3);
  });

  it('gives up past the page budget instead of showing a part as the whole', () => {
    const endless = (page: number, limit: number) => ({ total: 1_000_000, statements: listOf(limit, Date.UTC(2026, 0, 1) - page * limit * 60_000) });
    const { step, asked } = readAll(endless);
    expect(step).toBe('too-long');
    expect(asked).toHaveLength(LIMITS.STATEMENT_READ_MAX_PAGES);
  });

  it('ends with every entry of the list for any length and server page size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000 }), fc.integer({ min: 1, max: 150 }), (count, cap) => {
        fc.pre(Math.ceil(count / Math.min(cap, 100)) < LIMITS.STATEMENT_READ_MAX_PAGES);
        const rows = listOf(count);
        const { step, read } = readAll(serve(rows, cap));
        expect(step).toBe('whole');
        expect(read.entries).toEqual(rows);
      }),
    );
  });

  it('never stops early without every entry of the range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 900 }), fc.integer({ min: 0, max: 899 }), (count, start) => {
        const rows = listOf(count);
        const since = rows[Math.min(start, count - 1)].createdAt;
        const { read } = readAll(serve(rows), since);
        expect(read.entries.filter((row) => row.createdAt >= since)).toEqual(rows.filter((row) => row.createdAt >= since));
      }),
    );
  });
});

describe('a whole-statement read with entries left out as unreadable (issue 24)', () => {
  /** Serves like `serve`, but the rows `unreadable` holds are left out of their page and counted. */
  const serveLeavingOut = (rows: readonly Row[], unreadable: ReadonlySet<number>, cap = 100) => (page: number, limit: number) => {
    const { total, statements } = serve(rows, cap)(page, limit);
    const kept = statements.filter((row) => !unreadable.has(row.n));
    return { total, statements: kept, leftOut: statements.length - kept.length };
  };

  it('counts a left-out entry as a row of its page: the read neither ends early nor asks past the total', () => {
    const rows = listOf(250);
    const { step, read, asked } = readAll(serveLeavingOut(rows, new Set([250, 120])));
    expect(step).toBe('whole');
    expect(asked).toEqual([[1, 100], [2, 100], [3, 100]]);
    expect(read.entries).toHaveLength(248);
    expect(read.leftOut).toBe(2);
  });

  it('ends with every readable entry and the count of the others, for any list (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: 1, max: 150 }), fc.array(fc.integer({ min: 1, max: 1_000 })), (count, cap, picked) => {
        fc.pre(Math.ceil(count / Math.min(cap, 100)) < LIMITS.STATEMENT_READ_MAX_PAGES);
        const rows = listOf(count);
        const unreadable = new Set(picked.filter((n) => n <= count));
        const { step, read } = readAll(serveLeavingOut(rows, unreadable, cap));
        expect(step).toBe('whole');
        expect(read.entries).toEqual(rows.filter((row) => !unreadable.has(row.n)));
        expect(read.leftOut).toBe(unreadable.size);
      }),
    );
  });
});

describe('readsPast', () => {
  it('needs dated entries, newest first, the last older than the start', () => {
    expect(readsPast([{ createdAt: 30 }, { createdAt: 20 }, { createdAt: 10 }], 15)).toBe(true);
    expect(readsPast([{ createdAt: 30 }, { createdAt: 20 }], 15)).toBe(false);
    expect(readsPast([{ createdAt: 10 }, { createdAt: 30 }, { createdAt: 5 }], 15)).toBe(false);
    expect(readsPast([{ createdAt: 30 }, { createdAt: null }, { createdAt: 5 }], 15)).toBe(false);
    expect(readsPast([], 15)).toBe(false);
  });
});
