import * as v from 'valibot';
import type { CallName } from '../calls';
import { answerSchemas } from './answers';

const CLIENT_ANSWERS = answerSchemas('client');

/** A call's answer as the client holds it, or null when it does not have the shape sections 3 and 7 give. */
export function readAnswer(call: CallName, body: unknown): { data: unknown } | null {
  const result = v.safeParse(CLIENT_ANSWERS[call], body);
  return result.success ? { data: result.output } : null;
}
