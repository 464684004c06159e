// crypto-js is loaded on first use: only the phone-wallet deposit needs it, and it is too heavy
// for the first load of every page.
const loadCrypto = () => Promise.all([import('crypto-js/aes'), import('crypto-js/enc-utf8')]).then(([aes, utf8]) => ({ AES: aes.default, Utf8: utf8.default }));

/** Separator between the gift link and the wallet account name in the encrypted payload (spec §7). */
export const TRUE_LINK_SEPARATOR = '::';

/** The decrypted phone-wallet payload (spec §7 POST /api/wallet/truelink). */
export interface TrueLinkPayload {
  link: string;
  walletAccountName: string;
}

/**
 * Encrypts the phone-wallet gift link for POST /api/wallet/truelink, spec §7: CryptoJS AES with
 * the shared secret over link + '::' + walletAccountName, as the OpenSSL-style base64 string.
 */
export async function encryptTrueLink(link: string, walletAccountName: string, secret: string): Promise<string> {
  const { AES } = await loadCrypto();
  return AES.encrypt(`${link}${TRUE_LINK_SEPARATOR}${walletAccountName}`, secret).toString();
}

/**
 * Reverses {@link encryptTrueLink} (used by the stand-in server), spec §7. The payload is split
 * at the last '::' (a link may itself hold '::', an account name is assumed not to). Returns null
 * when the cipher cannot be decrypted with the secret or holds no separator.
 */
export async function decryptTrueLink(cipher: string, secret: string): Promise<TrueLinkPayload | null> {
  const { AES, Utf8 } = await loadCrypto();
  let plain: string;
  try {
    plain = AES.decrypt(cipher, secret).toString(Utf8);
  } catch {
    return null;
  }
  const at = plain.lastIndexOf(TRUE_LINK_SEPARATOR);
  if (at === -1) return null;
  return { link: plain.slice(0, at), walletAccountName: plain.slice(at + TRUE_LINK_SEPARATOR.length) };
}
