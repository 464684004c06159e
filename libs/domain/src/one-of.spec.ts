import fc from 'fast-check';
import { isOneOf, matchOneOf } from './one-of';

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

describe('matchOneOf', () => {
  const categories = ['slot', 'sport', 'lotto'] as const;

  it('gives the member a value names, whatever its case and surrounding spaces', () => {
    expect(matchOneOf(categories, 'slot')).toBe('slot');
    expect(matchOneOf(categories, 'SLOT')).toBe('slot');
    expect(matchOneOf(categories, ' Sport\t')).toBe('sport');
    expect(matchOneOf(['SUCCESS', 'FAILED'] as const, 'success')).toBe('SUCCESS');
  });

  it('is null for a value the list does not hold, or no text at all', () => {
    expect(matchOneOf(categories, 'casino')).toBeNull();
    expect(matchOneOf(categories, 'slots')).toBeNull();
    expect(matchOneOf(categories, '')).toBeNull();
    expect(matchOneOf(categories, null)).toBeNull();
    expect(matchOneOf(categories, 1)).toBeNull();
  });

  it('finds every member in any casing and padding (property)', () => {
    const casing = (text: string, upper: boolean[]) => [...text].map((char, index) => (upper[index % upper.length] ? char.toUpperCase() : char.toLowerCase())).join('');
    fc.assert(
      fc.property(fc.constantFrom(...categories), fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }), fc.constantFrom('', ' ', '  ', '\t'), (member, upper, pad) => {
        expect(matchOneOf(categories, `${pad}${casing(member, upper)}${pad}`)).toBe(member);
      }),
    );
  });

  it('never gives anything but a member, and gives one only for a value equal to it ignoring case and spaces (property)', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const found = matchOneOf(categories, value);
        if (found === null) expect(categories.some((member) => member === value.trim().toLowerCase())).toBe(false);
        else expect(found).toBe(value.trim().toLowerCase());
      }),
    );
  });
});
