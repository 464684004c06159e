import { isOneOf } from './one-of';

describe('isOneOf', () => {
  const list = ['KTB', 'TMB'] as const;

  it('matches members exactly', () => {
    expect(isOneOf(list, 'KTB')).toBe(true);
    expect(isOneOf(list, 'ktb')).toBe(false);
    expect(isOneOf(list, 'KTB ')).toBe(false);
  });

  it('is false for non-strings', () => {
    expect(isOneOf(list, undefined)).toBe(false);
    expect(isOneOf(list, 1)).toBe(false);
  });
});
