import fc from 'fast-check';
import { memberCode } from './member-code';

describe('memberCode', () => {
  it('is the last eight characters of the id, in capitals', () => {
    expect(memberCode('64f0a1b2c3d4e5f601234567')).toBe('01234567');
    expect(memberCode('64f0a1b2c3d4e5f6abcdef12')).toBe('ABCDEF12');
    expect(memberCode('abc')).toBe('ABC');
  });

  it('never runs longer than eight characters', () => {
    fc.assert(fc.property(fc.string(), (id) => memberCode(id).length <= 8));
  });
});
