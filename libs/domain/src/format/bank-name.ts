/** A bank's names as the answers carry them: nameTH (the region's script), nameEN when given. */
export interface BankNames {
  nameTH?: string | null;
  nameEN?: string | null;
}

const SCRIPT_OF: Record<string, RegExp> = { lo: /[\u0E80-\u0EFF]/ };

const given = (name: string | null | undefined) => (name ?? '').trim();

/**
 * A bank's name in the member's language, one rule for every screen that names a bank (spec §2
 * and §3: the bank list's nameTH with the optional nameEN extension; a deposit account's
 * bank.nameTH and bank.nameEN; the wallet's bank.nameTH):
 * - in Thai, the name given (nameTH);
 * - in any other language, the English name when there is one, except that a name given already
 *   in the member's own script (a Lao name for a Lao reader) is kept;
 * - else the name given. A blank name falls back to the other one; both blank give ''.
 *
 * @param bank the bank's names (a bank list item, a deposit account's bank, or the wallet's bank)
 * @param language the screen's language ('th', 'lo', 'en'; a region tag such as 'en-US' counts as its language)
 */
export function bankName(bank: BankNames, language: string): string {
  const local = given(bank.nameTH);
  const english = given(bank.nameEN);
  const base = language.toLowerCase().split('-')[0];
  if (base === 'th') return local || english;
  if (local && SCRIPT_OF[base]?.test(local)) return local;
  return english || local;
}
