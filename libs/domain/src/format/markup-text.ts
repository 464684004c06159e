const TAG = /<[^>]*>/g;
const ENTITY = /&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** One entity's character; a number past Unicode's last code point stays as written. */
function decodeEntity(entity: string, name: string): string {
  const lower = name.toLowerCase();
  if (!lower.startsWith('#')) return NAMED[lower];
  const code = lower.startsWith('#x') ? Number.parseInt(lower.slice(2), 16) : Number(lower.slice(1));
  return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
}

/**
 * The words of a short server text that may be written as HTML ('<p>Songkran: <b>50 baht</b></p>'
 * reads 'Songkran: 50 baht'), for a place that shows plain text, such as a statement line: tags
 * dropped, the common entities decoded, runs of whitespace one space, trimmed. The result is shown
 * as text, never as markup.
 */
export function markupText(value: string): string {
  return value.replace(TAG, ' ').replace(ENTITY, decodeEntity).replace(/\s+/g, ' ').trim();
}
