import { oneValue } from './answer-kit';
import { textField } from './fields';
import type { AnswerMode } from './extensions';

/** Game auto-login links (spec section 7). */
export function autoLoginAnswers(mode: AnswerMode) {
  const text = textField(mode);
  return {
    autoLogin: oneValue(mode, 'link', text),
    autoLoginWithPassword: oneValue(mode, 'link', text),
  };
}
