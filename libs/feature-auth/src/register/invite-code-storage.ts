import { STORAGE_KEYS, browserStorage } from '@wallet/config';

// The invite code is a nicety, never a blocker: without storage it still prefills this visit's field.

/** The inviter code kept from an earlier visit to /register?code=, or ''. */
export function readStoredInviteCode(): string {
  return browserStorage.read(STORAGE_KEYS.inviteCode) ?? '';
}

/** Keeps the code from the invite link so it survives reloads until the registration succeeds. */
export function storeInviteCode(code: string): void {
  browserStorage.write(STORAGE_KEYS.inviteCode, code);
}

export function clearStoredInviteCode(): void {
  browserStorage.remove(STORAGE_KEYS.inviteCode);
}
