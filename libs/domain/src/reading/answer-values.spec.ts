import fc from 'fast-check';
import { readFigure, readHeldBonus } from './answer-values';
import { readFlag } from './read-flag';

describe('readFlag', () => {
  it.each([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    ['true', true],
    ['FALSE', false],
    [' True ', true],
    ['1', true],
    ['0', false],
  ])('reads %p as %p', (value, flag) => {
    expect(readFlag(value)).toBe(flag);
  });

  it.each([[null], [undefined], [''], ['yes'], ['2'], [2], [-1], [{}], [[]], [NaN]])('does not guess from %p', (value) => {
    expect(readFlag(value)).toBeNull();
  });

  it('reads every boolean as itself, and as its word in any case (property)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (flag, upper) => {
        expect(readFlag(flag)).toBe(flag);
        const word = String(flag);
        expect(readFlag(upper ? word.toUpperCase() : word)).toBe(flag);
      }),
    );
  });

  it('is null for any other text (property)', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !['true', 'false', '1', '0'].includes(text.trim().toLowerCase())),
        (text) => {
          expect(readFlag(text)).toBeNull();
        },
      ),
    );
  });
});

describe('readHeldBonus', () => {
  it('is held for a yes, the held bonus itself, or its id or code', () => {
    expect(readHeldBonus(true)).toBe(true);
    expect(readHeldBonus(1)).toBe(true);
    expect(readHeldBonus({ code: 'WELCOME', isActive: true })).toBe(true);
    expect(readHeldBonus({})).toBe(true);
    expect(readHeldBonus([{ code: 'WELCOME' }])).toBe(true);
    expect(readHeldBonus('WELCOME')).toBe(true);
    expect(readHeldBonus(7)).toBe(true);
  });

  it('is not held for a no, null, nothing or an empty list', () => {
    expect(readHeldBonus(false)).toBe(false);
    expect(readHeldBonus(0)).toBe(false);
    expect(readHeldBonus('0')).toBe(false);
    expect(readHeldBonus('FALSE')).toBe(false);
    expect(readHeldBonus('')).toBe(false);
    expect(readHeldBonus([])).toBe(false);
    expect(readHeldBonus(null)).toBe(false);
    expect(readHeldBonus(undefined)).toBe(false);
  });

  it('gives a yes or no for any value, and a no only for the values that say none (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const held = readHeldBonus(value);
        expect(typeof held).toBe('boolean');
        if (!held) expect(value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0) || readFlag(value) === false).toBe(true);
      }),
    );
  });
});

describe('readFigure', () => {
  it('reads numbers and numeric strings alike', () => {
    expect(readFigure(249.03)).toBe(249.03);
    expect(readFigure('249.03')).toBe(249.03);
    expect(readFigure(' 1500 ')).toBe(1500);
    expect(readFigure('-75.25')).toBe(-75.25);
  });

  it('never gives NaN: anything not a plain figure is unreadable', () => {
    for (const value of [null, undefined, '', 'abc', '1,500.00', '1e3', NaN, Infinity, {}, true]) expect(readFigure(value)).toBeNull();
  });

  it('reads a figure sent as its own decimal text as that figure (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        const figure = cents / 100;
        expect(readFigure(figure.toFixed(2))).toBe(figure);
        expect(readFigure(String(figure))).toBe(figure);
        expect(readFigure(figure)).toBe(figure);
      }),
    );
  });

  it('gives a finite number or null for any value (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const read = readFigure(value);
        expect(read === null || Number.isFinite(read)).toBe(true);
      }),
    );
  });
});
