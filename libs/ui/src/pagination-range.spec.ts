import fc from 'fast-check';
import { pageCount, paginationRange } from './pagination-range';

describe('paginationRange', () => {
  it('shows three pages before and one after the current page, with the ends and gaps', () => {
    expect(paginationRange(10, 20)).toEqual([1, 'gap', 7, 8, 9, 10, 11, 'gap', 20]);
    expect(paginationRange(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(paginationRange(20, 20)).toEqual([1, 'gap', 17, 18, 19, 20]);
    expect(paginationRange(5, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('is empty without pages and clamps a page outside the range', () => {
    expect(paginationRange(1, 0)).toEqual([]);
    expect(paginationRange(99, 3)).toEqual([1, 2, 3]);
    expect(paginationRange(-4, 3)).toEqual([1, 2, 3]);
  });

  it('always includes the first, last and current page, in ascending order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        const total = Math.max(a, b);
        const current = Math.min(a, b);
        const pages = paginationRange(current, total).filter((item): item is number => item !== 'gap');
        expect(pages).toContain(1);
        expect(pages).toContain(total);
        expect(pages).toContain(current);
        expect([...pages].sort((x, y) => x - y)).toEqual(pages);
        expect(pages.filter((page) => page > current && page !== total).length).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('pageCount', () => {
  it('rounds up and has no pages for nothing', () => {
    expect(pageCount(21, 10)).toBe(3);
    expect(pageCount(20, 10)).toBe(2);
    expect(pageCount(0, 10)).toBe(0);
  });
});
