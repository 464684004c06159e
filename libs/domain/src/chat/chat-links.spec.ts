import fc from 'fast-check';
import { chatTelHref, splitChatLinks } from './chat-links';

const UNSAFE = ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox(1)'];

describe('splitChatLinks', () => {
  it('finds http and https links and leaves trailing punctuation as text', () => {
    expect(splitChatLinks('See https://example.com/a?b=1. Or http://x.test')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: '. Or ' },
      { kind: 'link', text: 'http://x.test', href: 'http://x.test' },
    ]);
  });

  it.each(UNSAFE)('never links %j and keeps markup as text', (address) => {
    const parts = splitChatLinks(`${address} <b>hi</b>`);
    expect(parts.every((part) => part.kind !== 'link')).toBe(true);
    expect(parts.map((part) => part.text).join('')).toBe(`${address} <b>hi</b>`);
  });

  it('an http address the address rule refuses (a backslash a browser reads as a slash) is text, marked refused', () => {
    expect(splitChatLinks('go http://\\evil.test now')).toEqual([
      { kind: 'text', text: 'go ' },
      { kind: 'refused', text: 'http://\\evil.test' },
      { kind: 'text', text: ' now' },
    ]);
  });

  it('loses no character of any text, and every link it makes is http(s)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parts = splitChatLinks(text);
        return parts.map((part) => part.text).join('') === text && parts.every((part) => part.kind !== 'link' || /^https?:\/\//i.test(part.href));
      }),
    );
  });
});

describe('chatTelHref', () => {
  it('dials numbers only', () => {
    expect(chatTelHref('+66 000-000-000')).toBe('tel:+66000000000');
    expect(chatTelHref('call me')).toBeNull();
    for (const bad of UNSAFE) expect(chatTelHref(bad)).toBeNull();
  });
});
