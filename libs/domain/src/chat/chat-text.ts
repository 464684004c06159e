import { LIMITS } from '../limits';
import { isBlank } from '../text';

/**
 * Chat text message, spec §5: an empty or blank message is not sent ('chat:alert.empty'); more
 * than LIMITS.CHAT_MESSAGE_MAX = 2000 characters gives 'chat:alert.tooLong'. Length is the text
 * as typed, in UTF-16 code units like an input's maxLength.
 */
export function validateChatText(text: string): 'chat:alert.empty' | 'chat:alert.tooLong' | null {
  if (isBlank(text)) return 'chat:alert.empty';
  if (text.length > LIMITS.CHAT_MESSAGE_MAX) return 'chat:alert.tooLong';
  return null;
}
