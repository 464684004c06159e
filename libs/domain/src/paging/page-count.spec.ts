import fc from 'fast-check';
import { pagerPageCount } from './page-count';

describe('pagerPageCount (spec §7 lists, §9 page size 10)', () => {
  it('counts the pages of a total when the server gives one', () => {
    expect(pagerPageCount({ page: 1, pageSize: 10, rowCount: 10, total: 23 })).toBe(3);
    expect(pagerPageCount({ page: 3, pageSize: 10, rowCount: 3, total: 23 })).toBe(3);
    expect(pagerPageCount({ page: 1, pageSize: 10, rowCount: 10, total: 10 })).toBe(1);
    expect(pagerPageCount({ page: 1, pageSize: 10, rowCount: 0, total: 0 })).toBe(1);
  });

  it('without a total, offers the next page after a full page', () => {
    expect(pagerPageCount({ page: 1, pageSize: 10, rowCount: 10 })).toBe(2);
    expect(pagerPageCount({ page: 4, pageSize: 10, rowCount: 10, total: undefined })).toBe(5);
    expect(pagerPageCount({ page: 2, pageSize: 10, rowCount: 10, total: null })).toBe(3);
  });

  it('without a total, ends at a short or empty page', () => {
    expect(pagerPageCount({ page: 1, pageSize: 10, rowCount: 9 })).toBe(1);
    expect(pagerPageCount({ page: 3, pageSize: 10, rowCount: 3 })).toBe(3);
    expect(pagerPageCount({ page: 1, pageSize: 10, rowCount: 0 })).toBe(1);
    expect(pagerPageCount({ page: 2, pageSize: 10, rowCount: 0 })).toBe(2);
  });

  it('reads a total that is not a whole number of 0 or more as missing', () => {
    expect(pagerPageCount({ page: 1, pageSize: 10, rowCount: 10, total: -1 })).toBe(2);
    expect(pagerPageCount({ page: 1, pageSize: 10, rowCount: 10, total: Number.NaN })).toBe(2);
    expect(pagerPageCount({ page: 1, pageSize: 10, rowCount: 10, total: 2.5 })).toBe(2);
  });

  it('always keeps the loaded page within reach, never offering fewer than 1 page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 50 }), fc.nat(60), (page, pageSize, rowCount) => {
        const count = pagerPageCount({ page, pageSize, rowCount });
        expect(count).toBeGreaterThanOrEqual(page);
        expect(count - page).toBe(rowCount >= pageSize ? 1 : 0);
      }),
    );
    fc.assert(fc.property(fc.nat(10_000), fc.integer({ min: 1, max: 50 }), (total, pageSize) => pagerPageCount({ page: 1, pageSize, rowCount: 0, total }) >= 1));
  });
});
