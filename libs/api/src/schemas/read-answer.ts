import * as v from 'valibot';
import type { CallName } from '../calls';
import type { AnySchema } from './answer-kit';

// Each endpoint file registers its domain's answer schemas where it injects its endpoints, so a
// screen's first load carries the schemas of the calls it makes and no others.
const registered = new Map<CallName, AnySchema>();

/** Makes a domain's answers (client mode) known to the base query. */
export function registerAnswers(answers: Partial<Record<CallName, AnySchema>>): void {
  for (const [call, schema] of Object.entries(answers) as [CallName, AnySchema][]) registered.set(call, schema);
}

/** A call's answer as the client holds it, or null when it does not have the shape sections 3 and 7 give. */
export function readAnswer(call: CallName, body: unknown): { data: unknown } | null {
  const schema = registered.get(call);
  if (!schema) throw new Error(`${call}: its endpoint file registers no answer schema`);
  const result = v.safeParse(schema, body);
  return result.success ? { data: result.output } : null;
}
