import * as v from 'valibot';
import { CALLS, type CallName } from '../calls';
import type { AnySchema } from './answer-kit';

const specAnswers = new Map<CallName, AnySchema>();

/**
 * What the specification alone promises for a call's answer: extension fields dropped, lists where
 * a list is promised, ambiguous shapes in their barest reading. The stand-in's spec-only mode sends
 * this; it throws when the stand-in's own answer is not even the spec's shape (a stand-in bug).
 * Only the stand-in and tests import it, so the app never bundles the spec-mode schemas.
 */
export function specOnlyAnswer(call: CallName, body: unknown): unknown {
  const schema = specAnswers.get(call) ?? CALLS[call].answer('spec');
  specAnswers.set(call, schema);
  return v.parse(schema, body);
}
