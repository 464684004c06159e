import AES from 'crypto-js/aes';
import fc from 'fast-check';
import { decryptTrueLink, encryptTrueLink } from './true-link';

const SECRET = 'shared-secret';
const LINK = 'https://gift.truemoney.com/campaign/?v=0192abcd';

describe('encryptTrueLink / decryptTrueLink (spec §7 POST /api/wallet/truelink)', () => {
  it("encrypts link + '::' + wallet account name with AES", async () => {
    const cipher = await encryptTrueLink(LINK, 'SOMCHAI', SECRET);
    expect(cipher).not.toContain(LINK);
    expect(cipher).toMatch(/^U2FsdGVkX1/); // OpenSSL 'Salted__' header in base64
    await expect(decryptTrueLink(cipher, SECRET)).resolves.toEqual({ link: LINK, walletAccountName: 'SOMCHAI' });
  });

  it('uses a fresh salt each time', async () => {
    expect(await encryptTrueLink(LINK, 'A', SECRET)).not.toBe(await encryptTrueLink(LINK, 'A', SECRET));
  });

  it('gives null for a wrong secret, garbage, or a payload without separator', async () => {
    await expect(decryptTrueLink(await encryptTrueLink(LINK, 'SOMCHAI', SECRET), 'other-secret')).resolves.toBeNull();
    await expect(decryptTrueLink('not a cipher', SECRET)).resolves.toBeNull();
    await expect(decryptTrueLink('', SECRET)).resolves.toBeNull();
    await expect(decryptTrueLink(AES.encrypt('no separator', SECRET).toString(), SECRET)).resolves.toBeNull();
  });

  it('round-trips any link and any account name without a colon', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string().filter((s) => !s.includes(':')), fc.string({ minLength: 1 }), async (link, name, secret) => {
        await expect(decryptTrueLink(await encryptTrueLink(link, name, secret), secret)).resolves.toEqual({ link, walletAccountName: name });
      }),
      { numRuns: 50 },
    );
  });
});
