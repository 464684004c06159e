import fc from 'fast-check';
import { clampPage, pageFromParam } from './page-param';

describe('pageFromParam (spec §2 statement page)', () => {
  it('reads a whole page number', () => {
    expect(pageFromParam('3')).toBe(3);
    expect(pageFromParam('12')).toBe(12);
  });

  it.each([null, undefined, '', '0', '-2', '2.5', 'abc', '3x', '99999999999999999999'])('falls back to page 1 for %p', (value) => {
    expect(pageFromParam(value)).toBe(1);
  });

  it('gives back every page number it was given', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000 }), (page) => pageFromParam(String(page)) === page));
  });
});

describe('clampPage (spec §9)', () => {
  it('keeps a page that exists and brings a page past the end back to the last', () => {
    expect(clampPage(3, 25, 10)).toBe(3);
    expect(clampPage(9, 25, 10)).toBe(3);
    expect(clampPage(2, 0, 10)).toBe(1);
  });

  it('always lands on a page of the list', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 500 }), fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1, max: 50 }), (page, total, size) => {
        const result = clampPage(page, total, size);
        return result >= 1 && result <= Math.max(1, Math.ceil(total / size));
      }),
    );
  });
});
