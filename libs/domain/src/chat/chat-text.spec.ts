import fc from 'fast-check';
import { validateChatText } from './chat-text';

describe('validateChatText (spec §5 chat)', () => {
  it('does not send an empty or blank message', () => {
    expect(validateChatText('')).toBe('chat:alert.empty');
    expect(validateChatText(' \n\t ')).toBe('chat:alert.empty');
  });

  it('accepts up to 2000 characters and refuses 2001', () => {
    expect(validateChatText('a'.repeat(2000))).toBeNull();
    expect(validateChatText('a'.repeat(2001))).toBe('chat:alert.tooLong');
    expect(validateChatText('สวัสดี')).toBeNull();
  });

  it('accepts every non-blank text of at most 2000 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2100 }), (text) => {
        const expected = text.trim() === '' ? 'chat:alert.empty' : text.length > 2000 ? 'chat:alert.tooLong' : null;
        expect(validateChatText(text)).toBe(expected);
      }),
    );
  });
});
