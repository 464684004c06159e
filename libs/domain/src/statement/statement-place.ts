/**
 * Where a statement entry's money came from or went (spec section 3: from and to are codes), named
 * as the member knows it: the main wallet, one of their games, a bank, or a kind of source the site
 * credits from (a bonus, a slip, a refund...). A code nobody can name stays as it is.
 */
export type StatementPlace =
  | { kind: 'wallet' }
  | { kind: 'game'; name: string }
  | { kind: 'bank'; name: string }
  | { kind: 'source'; source: StatementSource }
  | { kind: 'unknown'; code: string };

/** The source codes a statement entry may name, each with a translated name (wallet:statement.source.*). */
export const STATEMENT_SOURCES = ['BONUS', 'PROMOTION', 'LUCKYDRAW', 'INVITE', 'REFUND', 'SLIP', 'TRUEWALLET', 'WW', 'BANK'] as const;
export type StatementSource = (typeof STATEMENT_SOURCES)[number];

/** What names a code: the member's games and the site's banks, code to display name. */
export interface StatementNames {
  games: ReadonlyMap<string, string>;
  banks: ReadonlyMap<string, string>;
}

const isSource = (code: string): code is StatementSource => (STATEMENT_SOURCES as readonly string[]).includes(code);

/** The place a from or to code stands for; the wallet, then games, banks and sources, in that order. */
export function statementPlace(code: string, names: StatementNames): StatementPlace {
  const trimmed = code.trim();
  if (trimmed === 'WALLET') return { kind: 'wallet' };
  const game = names.games.get(trimmed)?.trim();
  if (game) return { kind: 'game', name: game };
  const bank = names.banks.get(trimmed)?.trim();
  if (bank) return { kind: 'bank', name: bank };
  if (isSource(trimmed)) return { kind: 'source', source: trimmed };
  return { kind: 'unknown', code };
}
