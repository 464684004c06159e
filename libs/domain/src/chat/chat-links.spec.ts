import fc from 'fast-check';
import { chatTelHref, safeChatHref, splitChatLinks } from './chat-links';

describe('splitChatLinks', () => {
  it('finds http and https links and leaves trailing punctuation as text', () => {
    expect(splitChatLinks('See https://example.com/a?b=1. Or http://x.test')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: '. Or ' },
      { kind: 'link', text: 'http://x.test', href: 'http://x.test' },
    ]);
  });

  it('never links other schemes and keeps markup as text', () => {
    expect(splitChatLinks('javascript:alert(1) <b>hi</b>')).toEqual([{ kind: 'text', text: 'javascript:alert(1) <b>hi</b>' }]);
  });

  it('loses no character of any text', () => {
    fc.assert(fc.property(fc.string(), (text) => splitChatLinks(text).map((part) => part.text).join('') === text));
  });
});

describe('safeChatHref', () => {
  it('allows web addresses and site paths only', () => {
    expect(safeChatHref('https://a.test/x')).toBe('https://a.test/x');
    expect(safeChatHref('/user/bonus')).toBe('/user/bonus');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.test', 'ftp://a', '']) expect(safeChatHref(bad)).toBeNull();
  });
});

describe('chatTelHref', () => {
  it('dials numbers only', () => {
    expect(chatTelHref('+66 000-000-000')).toBe('tel:+66000000000');
    expect(chatTelHref('call me')).toBeNull();
  });
});
