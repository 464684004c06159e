import { oneValue } from '../../schemas/answer-kit';
import { textField } from '../../schemas/fields';
import type { AnswerMode } from '../../schemas/extensions';
import { defineCalls, type Answer } from '../../call-definition';

/** Game auto-login links (spec section 7). */
function answers(mode: AnswerMode) {
  const text = textField(mode);
  return {
    autoLogin: oneValue(mode, 'link', text),
    autoLoginWithPassword: oneValue(mode, 'link', text),
  };
}

/** The game auto-login calls of spec section 7. */
export const AUTO_LOGIN_CALLS = defineCalls(answers, {
  autoLogin: { method: 'GET', path: '/api/autoLogin/{provider}/{username}' },
  autoLoginWithPassword: { method: 'GET', path: '/api/autoLogin/{provider}/{username}/{password}' },
});

export type AutoLoginResponse = Answer<typeof AUTO_LOGIN_CALLS.autoLogin>;
