import * as v from 'valibot';
import { extension, type AnswerMode } from './extensions';

// The pieces every domain's answer table is built from. Where the specification names an answer
// without its shape ('notice text', 'returns a link', 'returns invites'), the client takes every
// plain reading and gives the screens one shape; the spec mode gives the barest reading, so the
// stand-in's spec-only mode checks that the client copes with it.

export type AnySchema = v.GenericSchema<unknown, unknown>;

/** Write calls: the spec gives no bodies ('response bodies of most write calls: not shown'). Any body is taken; success is decided by its code. */
export const writeAnswer = v.pipe(
  v.unknown(),
  v.transform((body) => {
    const message = body !== null && typeof body === 'object' && 'message' in body ? (body as { message: unknown }).message : undefined;
    return typeof message === 'string' ? { message } : {};
  }),
);

export type Page<Key extends string, Row extends AnySchema> = { [K in Key]: v.InferOutput<Row>[] } & { total?: number };

/**
 * A list the spec names as 'returns <key>': `{<key>: list}` (with the total extension) or a bare
 * list in client mode; `{<key>: list}` in spec mode. Typed as the client's (see `extension`).
 */
export function pageOf<Key extends string, Row extends AnySchema>(mode: AnswerMode, key: Key, row: Row): v.GenericSchema<unknown, Page<Key, Row>> {
  const page = v.object({ [key]: v.array(row), ...extension(mode, 'pageTotal') });
  if (mode === 'spec') return page as unknown as v.GenericSchema<unknown, Page<Key, Row>>;
  const bareList = v.pipe(
    v.array(row),
    v.transform((rows) => ({ [key]: rows })),
  );
  return v.union([page, bareList]) as unknown as v.GenericSchema<unknown, Page<Key, Row>>;
}

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

export const stringList = v.array(v.string());
