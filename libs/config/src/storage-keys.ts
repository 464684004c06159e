/** Every key this app keeps in browser storage (spec section 3, local storage), in one place. */
export const STORAGE_KEYS = {
  /** The bearer token: localStorage when 'remember' was chosen, sessionStorage otherwise. */
  token: 'wallet.token',
  locale: 'wallet.locale',
  /** Set once the member has acknowledged the site agreement. */
  agreement: 'wallet.agreement',
  lastSync: 'wallet.lastSync',
  /** The inviter code from /register?code=, kept until registration. */
  inviteCode: 'wallet.inviteCode',
  chatGuestId: 'wallet.chatGuestId',
} as const;
