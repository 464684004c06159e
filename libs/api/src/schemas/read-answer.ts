import * as v from 'valibot';
import type { CallName } from '../calls';
import { answerSchemas } from './answers';

const CLIENT_ANSWERS = answerSchemas('client');
const SPEC_ANSWERS = answerSchemas('spec');

/** A call's answer as the client holds it, or null when it does not have the shape sections 3 and 7 give. */
export function readAnswer(call: CallName, body: unknown): { data: unknown } | null {
  const result = v.safeParse(CLIENT_ANSWERS[call], body);
  return result.success ? { data: result.output } : null;
}

/**
 * What the specification alone promises for a call's answer: extension fields dropped, lists where
 * a list is promised, ambiguous shapes in their barest reading. The stand-in's spec-only mode sends
 * this; it throws when the stand-in's own answer is not even the spec's shape (a stand-in bug).
 */
export function specOnlyAnswer(call: CallName, body: unknown): unknown {
  return v.parse(SPEC_ANSWERS[call], body);
}
