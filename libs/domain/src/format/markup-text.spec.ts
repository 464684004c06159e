import fc from 'fast-check';
import { markupText } from './markup-text';

describe('markupText', () => {
  it('reads HTML as its words: tags dropped, entities decoded, spaces collapsed', () => {
    expect(markupText('<p>โปรโมชันต้อนรับ: เครดิต <b>100 บาท</b></p>')).toBe('โปรโมชันต้อนรับ: เครดิต 100 บาท');
    expect(markupText('<h3>Title</h3><p>a&nbsp;&lt;b&gt; &#3585; &#x0E81; &quot;q&quot; &amp;amp;</p>')).toBe('Title a <b> ก ກ "q" &amp;');
    expect(markupText('&#99999999; stays')).toBe('&#99999999; stays');
  });

  it('leaves a plain text without markup as it is, apart from its spacing', () => {
    const plain = fc.string().filter((text) => !/[<&]/.test(text));
    fc.assert(fc.property(plain, (text) => expect(markupText(text)).toBe(text.replace(/\s+/g, ' ').trim())));
  });

  it('never leaves a tag of the markup (an escaped one, &lt;b&gt;, is text and reads as written)', () => {
    const text = fc.string().filter((part) => !part.includes('&'));
    fc.assert(fc.property(fc.array(fc.oneof(text, fc.constantFrom('<p>', '</b>', '<br/>', '<img src=x onerror=y>'))), (parts) => expect(markupText(parts.join(''))).not.toMatch(/<[^>]*>/)));
  });
});
