import { markupText } from '../format/markup-text';

/** The records a statement entry may be linked to, in the order their description is looked for (spec §3). */
export const STATEMENT_LINK_KINDS = ['bonus', 'promotion', 'invite', 'refund', 'luckydraw'] as const;

/** One kind of {@link STATEMENT_LINK_KINDS}. */
export type StatementLinkKind = (typeof STATEMENT_LINK_KINDS)[number];

/** The linked records of a statement entry as the server sends them (each optional). */
export type StatementLinks = Partial<Record<StatementLinkKind, { description?: string | null } | null>>;

/**
 * The description shown under a statement entry, spec §3: the description of its linked bonus,
 * promotion, invite, refund or lucky draw (the first of those present with a non-blank
 * description), as plain words: a promotion's description is HTML (spec §3), and the statement
 * line shows its text, not its tags. Null when it has none.
 */
export function statementDescription(entry: StatementLinks): string | null {
  for (const kind of STATEMENT_LINK_KINDS) {
    const description = markupText(entry[kind]?.description ?? '');
    if (description) return description;
  }
  return null;
}
