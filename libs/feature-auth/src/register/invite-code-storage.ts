import { STORAGE_KEYS } from '@wallet/config';

// Storage can throw (private mode, blocked cookies); the invite code is a nicety, never a blocker.

/** The inviter code kept from an earlier visit to /register?code=, or ''. */
export function readStoredInviteCode(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.inviteCode) ?? '';
  } catch {
    return '';
  }
}

/** Keeps the code from the invite link so it survives reloads until the registration succeeds. */
export function storeInviteCode(code: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.inviteCode, code);
  } catch {
    // Without storage the code still prefills the field for this visit.
  }
}

export function clearStoredInviteCode(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.inviteCode);
  } catch {
    // Nothing stored then, so nothing to clear.
  }
}
