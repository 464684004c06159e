/** What the member-currency rule reads (spec §1, §3). */
export interface MemberCurrencyInput<C extends string> {
  /** The build's currencies (RegionConfig.currencies): BAHT for the Thai build, LAK and BAHT for Laos. */
  regionCurrencies: readonly C[];
  /** Extension: the currency the backend says the member holds (profile.currency), when it says it. */
  stated?: string | null;
  /** The deposit lookup's bank accounts, each with its currency (spec §3 deposit bank account), once loaded. */
  depositAccounts?: readonly { currency: string }[] | null;
}

/**
 * The currency the member's money is counted in, or null when the data cannot tell (spec §1: the
 * Laos build lets the member pick LAK or BAHT at registration; the Thai build works in baht). In
 * order: the backend's own word (an extension); the one currency every deposit account shares,
 * since the lookup offers the member accounts to pay into; the build's only currency. A currency
 * the build does not have is never the answer. Null means unknown: the screens then show every
 * deposit account and amounts without a currency, never a guessed one.
 */
export function memberCurrency<C extends string>({ regionCurrencies, stated, depositAccounts }: MemberCurrencyInput<C>): C | null {
  const known = (value: string | null | undefined): C | null => regionCurrencies.find((currency) => currency === value) ?? null;
  const fromProfile = known(stated);
  if (fromProfile) return fromProfile;
  const shared = new Set((depositAccounts ?? []).map((account) => account.currency));
  const fromAccounts = shared.size === 1 ? known([...shared][0]) : null;
  if (fromAccounts) return fromAccounts;
  return regionCurrencies.length === 1 ? regionCurrencies[0] : null;
}
