import fc from 'fast-check';
import { checkGiftLink, GIFT_LINK_ADDRESS } from './true-link';

const LINK = 'https://gift.truemoney.com/campaign/?v=0192abcDEF';
const hash = fc.stringMatching(/^[A-Za-z0-9]{1,40}$/);
const spaces = fc.stringMatching(/^[ \t\n]{0,4}$/);

describe('checkGiftLink (spec §5 phone-wallet link, issue 19)', () => {
  it('requires a link: nothing pasted, or only spaces', () => {
    expect(checkGiftLink('')).toEqual({ link: null, reason: 'errors:validation.required' });
    expect(checkGiftLink('   ')).toEqual({ link: null, reason: 'errors:validation.required' });
    expect(checkGiftLink(undefined)).toEqual({ link: null, reason: 'errors:validation.required' });
  });

  it('takes a gift link of the campaign address with a voucher hash, spaces around it trimmed', () => {
    expect(GIFT_LINK_ADDRESS).toBe('https://gift.truemoney.com/campaign/');
    expect(checkGiftLink(LINK)).toEqual({ link: LINK, reason: null });
    expect(checkGiftLink(`  ${LINK}\n`)).toEqual({ link: LINK, reason: null });
  });

  it.each([
    ['another site', 'https://gift.example.test/campaign/?v=abc123'],
    ['a look-alike host', 'https://gift.truemoney.com.evil.test/campaign/?v=abc'],
    ['plain http', 'http://gift.truemoney.com/campaign/?v=abc'],
    ['no scheme', 'gift.truemoney.com/campaign/?v=abc'],
    ['another path', 'https://gift.truemoney.com/other/?v=abc'],
    ['no voucher hash', 'https://gift.truemoney.com/campaign/?v='],
    ['no ?v=', 'https://gift.truemoney.com/campaign/'],
    ['a hash with other characters', 'https://gift.truemoney.com/campaign/?v=ab-c'],
    ['a second parameter', 'https://gift.truemoney.com/campaign/?v=abc&x=1'],
    ['a fragment', 'https://gift.truemoney.com/campaign/?v=abc#top'],
    ['a space inside', 'https://gift.truemoney.com/campaign/?v=ab c'],
    ['a voucher hash alone', '0192abcDEF'],
  ])('refuses %s with a reason', (_name, input) => {
    expect(checkGiftLink(input)).toEqual({ link: null, reason: 'wallet:deposit.wallet.linkInvalid' });
  });

  it('gives back the campaign address and hash, whatever spaces surround them', () => {
    fc.assert(
      fc.property(spaces, hash, spaces, (before, voucher, after) => {
        expect(checkGiftLink(`${before}${GIFT_LINK_ADDRESS}?v=${voucher}${after}`)).toEqual({ link: `${GIFT_LINK_ADDRESS}?v=${voucher}`, reason: null });
      }),
    );
  });

  it('never passes a link that is not the campaign address and a hash of letters and digits', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const { link } = checkGiftLink(input);
        if (link !== null) expect(link).toMatch(/^https:\/\/gift\.truemoney\.com\/campaign\/\?v=[A-Za-z0-9]+$/);
      }),
    );
  });
});
