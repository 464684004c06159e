import * as v from 'valibot';
import type { CallName } from '../calls';
import { answerSchemas } from './answers';

const SPEC_ANSWERS = answerSchemas('spec');

/**
 * What the specification alone promises for a call's answer: extension fields dropped, lists where
 * a list is promised, ambiguous shapes in their barest reading. The stand-in's spec-only mode sends
 * this; it throws when the stand-in's own answer is not even the spec's shape (a stand-in bug).
 * Kept apart from read-answer.ts so the app never bundles the spec-mode schemas.
 */
export function specOnlyAnswer(call: CallName, body: unknown): unknown {
  return v.parse(SPEC_ANSWERS[call], body);
}
