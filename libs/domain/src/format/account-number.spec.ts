import fc from 'fast-check';
import { accountNumberDigits, formatAccountNumber } from './account-number';

describe('formatAccountNumber (spec §5)', () => {
  it('groups exactly 10 characters as 3-3-4', () => {
    expect(formatAccountNumber('1234567890')).toBe('123-456-7890');
  });

  it('groups other numbers of 7 or more digits in threes, so a 12-digit GSB number reads like the others', () => {
    expect(formatAccountNumber('020012345678')).toBe('020-012-345-678');
    expect(formatAccountNumber('1234567')).toBe('123-4567');
    expect(formatAccountNumber('12345678901')).toBe('123-456-789-01');
  });

  it('leaves short numbers and anything not all digits unchanged', () => {
    expect(formatAccountNumber('123456')).toBe('123456');
    expect(formatAccountNumber('12345678ab1')).toBe('12345678ab1');
    expect(formatAccountNumber('')).toBe('');
  });

  it('only inserts two dashes, after characters 3 and 6, for any 10 characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 10, maxLength: 10 }), (no) => {
        const formatted = formatAccountNumber(no);
        expect(formatted).toHaveLength(12);
        expect(formatted[3]).toBe('-');
        expect(formatted[7]).toBe('-');
        expect(formatted.slice(0, 3) + formatted.slice(4, 7) + formatted.slice(8)).toBe(no);
      }),
    );
  });

  it('groups any other digits in threes with a last group of two to four, losing none', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{7,30}$/).filter((no) => no.length !== 10), (no) => {
        const groups = formatAccountNumber(no).split('-');
        expect(groups.join('')).toBe(no);
        groups.slice(0, -1).forEach((group) => expect(group).toHaveLength(3));
        expect(groups[groups.length - 1].length).toBeGreaterThanOrEqual(2);
        expect(groups[groups.length - 1].length).toBeLessThanOrEqual(4);
      }),
    );
  });

  it('returns any other text unchanged', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }).filter((s) => s.length !== 10 && !/^\d{7,}$/.test(s)), (no) => {
        expect(formatAccountNumber(no)).toBe(no);
      }),
    );
  });
});

describe('accountNumberDigits', () => {
  it('drops the spaces and dashes a member groups digits with', () => {
    expect(accountNumberDigits(' 123-456 7890 ')).toBe('1234567890');
    expect(accountNumberDigits('0101000112233')).toBe('0101000112233');
  });

  it('keeps any other character for the server to refuse', () => {
    expect(accountNumberDigits('12a-45')).toBe('12a45');
  });

  it('gives back what formatAccountNumber displays as the same digits', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{10}$/), (digits) => accountNumberDigits(formatAccountNumber(digits)) === digits));
  });
});
