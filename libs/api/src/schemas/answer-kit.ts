import * as v from 'valibot';
import { readFlag } from '@wallet/domain';
import type { AnswerMode } from './extensions';

// The pieces every domain's answer table is built from. Where the specification names an answer
// without its shape ('notice text', 'returns a link', 'returns invites'), the client takes every
// plain reading and gives the screens one shape; the spec mode gives the barest reading, so the
// stand-in's spec-only mode checks that the client copes with it. What reads lists row by row is
// in row-kit.ts, the readers of values in fields.ts: this file is what the first screen's answers
// (the site's lookups and the login) need, so it stays small (it loads with /login).

export type AnySchema = v.GenericSchema<unknown, unknown>;

export type Reader<T> = v.GenericSchema<unknown, T>;

/** The entry read, as a list of one, or none when it cannot be read. */
export function readable<R>(schema: Reader<R>, entry: unknown): R[] {
  const result = v.safeParse(schema, entry);
  return result.success ? [result.output] : [];
}

// The reader of yes or no, which the first screen's answers use (see fields.ts for the others).

/** A value read by a domain rule that gives null for what it cannot read: null fails the field. */
export function readBy<T>(read: (value: unknown) => T | null, message: string): Reader<T> {
  return v.pipe(
    v.unknown(),
    v.check((value) => read(value) !== null, message),
    v.transform((value) => read(value) as T),
  );
}

/** A yes or no: in client mode also 'true' / 'false' in any case, 1 / 0, '1' / '0'. */
export function flagField(mode: AnswerMode): Reader<boolean> {
  return mode === 'spec' ? v.boolean() : readBy(readFlag, 'not a yes or no');
}

/** Write calls: the spec gives no bodies ('response bodies of most write calls: not shown'). Any body is taken; success is decided by its code. */
export const writeAnswer = v.pipe(
  v.unknown(),
  v.transform((body) => {
    const message = body !== null && typeof body === 'object' && 'message' in body ? (body as { message: unknown }).message : undefined;
    return typeof message === 'string' ? { message } : {};
  }),
);

/** A write call's answer: its code, when it has one (success is decided by it, section 8). */
export type MessageResponse = v.InferOutput<typeof writeAnswer>;

/**
 * An answer the spec gives as one value ('returns a link'): `{<key>: value}` or the bare value,
 * given to the client as `{<key>: value}`; the bare value in spec mode.
 */
export function oneValue<Key extends string, Value extends AnySchema>(mode: AnswerMode, key: Key, value: Value): v.GenericSchema<unknown, { [K in Key]: v.InferOutput<Value> }> {
  const wrapped = v.pipe(
    v.object({ [key]: value }),
    v.transform((body) => (body as Record<string, unknown>)[key]),
  );
  const bare = v.union([value, wrapped]);
  const result = mode === 'spec' ? bare : v.pipe(bare, v.transform((inner) => ({ [key]: inner })));
  return result as unknown as v.GenericSchema<unknown, { [K in Key]: v.InferOutput<Value> }>;
}

/**
 * A list a screen takes its choices or texts from (banks, sources, banners, conditions, chat
 * history): in client mode it must be a list, and an entry that cannot be read is left out
 * without a count, as nothing of the member's is hidden with it; a strict list in spec mode.
 */
export function quietList<R>(mode: AnswerMode, item: Reader<R>): Reader<R[]> {
  if (mode === 'spec') return v.array(item);
  return v.pipe(
    v.array(v.unknown()),
    v.transform((list) => list.flatMap((entry) => readable(item, entry))),
  );
}

/** The texts of a list (conditions, agreements): in client mode an entry that is not a text is left out. */
export function textList(mode: AnswerMode): Reader<string[]> {
  return quietList(mode, v.string());
}

/**
 * A block of an answer its screen can be shown without (SHOWN_WITHOUT in essential-fields.ts).
 * Client mode: null, absent or unreadable as a whole, it is left out alone (undefined) and the
 * screen goes without it. Spec mode: required, as the specification gives it; typed as the
 * client's, as spec-mode answers are only sent on as JSON.
 */
export function shownWithout<T>(mode: AnswerMode, block: Reader<T>): Reader<T | undefined> {
  return mode === 'spec' ? block : v.fallback(v.optional(block), undefined);
}
