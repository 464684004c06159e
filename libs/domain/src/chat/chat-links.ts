import { safeAddress } from '../safety/safe-address';

/**
 * A piece of chat text: plain text, a web address to show as a link, or an address-looking piece
 * the address rule refused (shown as text with a note, never as a link).
 */
export type ChatTextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string } | { kind: 'refused'; text: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
const TRAILING_PUNCTUATION = /[.,!?;:)\]}]+$/;

/**
 * Chat server text made safe to show (issue 12, spec §2): split into text and http(s) links, each
 * link checked by safeAddress (issue 16); nothing is ever read as HTML. Trailing punctuation stays
 * text.
 */
export function splitChatLinks(text: string): ChatTextPart[] {
  const parts: ChatTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const found = match[0].replace(TRAILING_PUNCTUATION, '');
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    const href = safeAddress(found);
    parts.push(href ? { kind: 'link', text: found, href } : { kind: 'refused', text: found });
    last = start + found.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** Spec §2 buttons: 'call' dials the number; only digits, spaces, dashes and a leading plus make a tel: link. */
export function chatTelHref(number: string): string | null {
  const value = number.trim();
  return /^\+?[0-9][0-9 -]{2,}$/.test(value) ? `tel:${value.replace(/[ -]/g, '')}` : null;
}
