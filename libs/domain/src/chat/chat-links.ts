import { safeAddress } from '../safety/safe-address';

/** A piece of chat text: plain text, or a web address to show as a link (spec architecture: chat text is text). */
export type ChatTextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
const TRAILING_PUNCTUATION = /[.,!?;:)\]}]+$/;

/**
 * Chat server text made safe to show (issue 12, spec §2): split into text and http(s) links;
 * nothing is ever read as HTML. Trailing punctuation stays text.
 */
export function splitChatLinks(text: string): ChatTextPart[] {
  const parts: ChatTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const raw = match[0];
    const href = raw.replace(TRAILING_PUNCTUATION, '');
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: href, href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** Where a chat button or card may point: the one address rule of safeAddress. */
export function safeChatHref(target: string): string | null {
  return safeAddress(target);
}

/** Spec §2 buttons: 'call' dials the number; only digits, spaces, dashes and a leading plus make a tel: link. */
export function chatTelHref(number: string): string | null {
  const value = number.trim();
  return /^\+?[0-9][0-9 -]{2,}$/.test(value) ? `tel:${value.replace(/[ -]/g, '')}` : null;
}
