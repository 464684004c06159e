import fc from 'fast-check';
import { NO_STATEMENT_FILTER, STATEMENT_FILTER_KINDS, STATEMENT_FILTER_STATUSES, type StatementFilter } from './statement-filter';
import { readStatementView, statementViewQuery, type StatementView } from './statement-query';

const read = (query: string) => readStatementView(new URLSearchParams(query));

describe('readStatementView (issue 19, spec §2)', () => {
  it('reads kind, status, the date range and the page', () => {
    expect(read('kind=bonus&status=failed&from=2026-03-01&to=2026-03-31&page=2')).toEqual({
      filter: { kind: 'bonus', status: 'failed', from: '2026-03-01', to: '2026-03-31' },
      page: 2,
    });
    expect(read('')).toEqual({ filter: NO_STATEMENT_FILTER, page: 1 });
  });

  it('ignores each invalid value, keeping the valid ones', () => {
    expect(read('kind=finish_bonus&status=SUCCESS&from=2026-02-30&to=yesterday&page=x')).toEqual({ filter: NO_STATEMENT_FILTER, page: 1 });
    expect(read('kind=Deposit&status=progress&to=2026-01-05')).toEqual({ filter: { ...NO_STATEMENT_FILTER, status: 'progress', to: '2026-01-05' }, page: 1 });
    expect(read('kind=toString&status=__proto__')).toEqual({ filter: NO_STATEMENT_FILTER, page: 1 });
  });

  it('reads a range written backwards the right way round', () => {
    expect(read('from=2026-03-31&to=2026-03-01').filter).toEqual({ ...NO_STATEMENT_FILTER, from: '2026-03-01', to: '2026-03-31' });
  });
});

describe('statementViewQuery', () => {
  it('writes only what is set, and page 1 not at all', () => {
    expect(statementViewQuery({ filter: NO_STATEMENT_FILTER, page: 1 })).toEqual({});
    expect(statementViewQuery({ filter: { ...NO_STATEMENT_FILTER, kind: 'deposit' }, page: 3 })).toEqual({ kind: 'deposit', page: '3' });
  });

  it('is read back as the same view (a shared link shows what its sender saw)', () => {
    const day = fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }).map((date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`);
    const view: fc.Arbitrary<StatementView> = fc
      .record({
        kind: fc.option(fc.constantFrom(...STATEMENT_FILTER_KINDS), { nil: null }),
        status: fc.option(fc.constantFrom(...STATEMENT_FILTER_STATUSES), { nil: null }),
        from: fc.option(day, { nil: null }),
        to: fc.option(day, { nil: null }),
        page: fc.integer({ min: 1, max: 10_000 }),
      })
      .filter(({ from, to }) => from === null || to === null || from <= to)
      .map(({ page, ...filter }): StatementView => ({ filter: filter as StatementFilter, page }));
    fc.assert(fc.property(view, (shown) => expect(readStatementView(new URLSearchParams(statementViewQuery(shown)))).toEqual(shown)));
  });

  it('never fails on any address, and always gives a view it can write back unchanged', () => {
    const value = fc.option(fc.string(), { nil: undefined });
    fc.assert(
      fc.property(fc.record({ kind: value, status: value, from: value, to: value, page: value }), (raw) => {
        const query = new URLSearchParams(Object.entries(raw).filter((pair): pair is [string, string] => pair[1] !== undefined));
        const shown = readStatementView(query);
        expect(readStatementView(new URLSearchParams(statementViewQuery(shown)))).toEqual(shown);
      }),
    );
  });
});
