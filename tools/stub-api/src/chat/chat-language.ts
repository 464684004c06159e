// Which language a customer writes in, so the scripted agent answers in it: the script of a typed
// message decides (Lao, Thai, else Latin letters for English). A button's postback, a file or a
// message of digits and emoji says nothing; the conversation keeps the language it had, and a
// conversation with no word yet is answered in the site's language.
import type { ChatMessage } from '@wallet/api';
import type { Region } from '../store/fixture';

export type ChatLanguage = 'th' | 'lo' | 'en';

const SCRIPTS: [ChatLanguage, RegExp][] = [
  ['lo', /[\u0E80-\u0EFF]/u],
  ['th', /[\u0E00-\u0E7F]/u],
  ['en', /[a-z]/iu],
];

/** The language a typed message is written in, or null when it shows none. */
export function writtenIn(message: ChatMessage): ChatLanguage | null {
  if (message.message_type !== 'text') return null;
  const said = (message.payload as { message?: unknown }).message;
  if (typeof said !== 'string') return null;
  return SCRIPTS.find(([, script]) => script.test(said))?.[0] ?? null;
}

/** The language a site's visitors read by default: Thai on the Thai site, Lao on the Laos site. */
export function siteLanguage(region: Region): ChatLanguage {
  return region === 'la' ? 'lo' : 'th';
}
