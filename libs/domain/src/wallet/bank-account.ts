import { isOneOf } from '../one-of';
import { isEnglishLettersAndSpaces, normalizeCode } from '../text';

/** Banks whose account name must be English letters only: KTB, TMB, BBL (spec §5, §9). */
export const ENGLISH_ONLY_BANKS = ['KTB', 'TMB', 'BBL'] as const;

/** A bank code of {@link ENGLISH_ONLY_BANKS}. */
export type EnglishOnlyBank = (typeof ENGLISH_ONLY_BANKS)[number];

/** True for KTB, TMB and BBL (spec §5, §9); the code is compared trimmed and upper-cased. */
export function isEnglishOnlyBank(bankCode: string | null | undefined): boolean {
  return isOneOf(ENGLISH_ONLY_BANKS, normalizeCode(bankCode));
}

/**
 * Whether the 'edit bank account name' modal must appear, spec §2: the bank is KTB, TMB or BBL
 * and the stored account name is not only English letters and spaces (an empty name included).
 */
export function needsEnglishAccountName(
  bankCode: string | null | undefined,
  accountName: string | null | undefined,
): boolean {
  return isEnglishOnlyBank(bankCode) && !isEnglishLettersAndSpaces((accountName ?? '').trim());
}

/**
 * The registration's bankAccountName, spec §3 and §5: first and last name each trimmed and
 * upper-cased, joined by one space ('  john ', 'doe' -> 'JOHN DOE'). An empty part is left out
 * so no stray space appears.
 */
export function bankAccountHolderName(firstName: string, lastName: string): string {
  return [firstName, lastName]
    .map(normalizeCode)
    .filter((part) => part !== '')
    .join(' ');
}
