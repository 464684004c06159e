// Identifiers and randomness. Secrets (tokens, passwords) come from node:crypto; game-like
// randomness (spins, balance drift) from a seeded generator so a demo can be replayed.
import { randomBytes, randomInt } from 'node:crypto';

/** A 24-hex id like the operator's database ids. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

/** A bearer token or OTP token: long enough that guessing is hopeless. */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A short reference the member can compare with the SMS (letters only, no I or O). */
export function newOtpRef(): string {
  return Array.from({ length: 4 }, () => LETTERS[randomInt(LETTERS.length)]).join('');
}

/** A game-account password: letters and digits, easy to read aloud to support. */
export function newPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** A slip reference as a bank prints it: digits only. */
export function newSlipReference(): string {
  return `${Date.now().toString().slice(-6)}${randomInt(100000, 999999)}`;
}

/** mulberry32: tiny, fast and good enough for a demo wheel; returns floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
