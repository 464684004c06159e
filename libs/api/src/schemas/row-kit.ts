import * as v from 'valibot';
import { readable, type AnySchema, type Reader } from './answer-kit';
import { extension, type AnswerMode } from './extensions';
import { banner } from './fields';

// Lists read row by row (issue 24): in client mode a row that cannot be read is left out and
// counted in the answer's `leftOut`, and the rest is shown. Only the answer's own shape (a list
// that is not a list, a piece the screen cannot work without: see essential-fields.ts) makes it
// unreadable as a whole.

/**
 * The client's own count, never a server field: how many rows of the answer's lists could not be
 * read and were left out, the rest being shown (issue 24). 0 or absent: none.
 */
export interface LeftOut {
  leftOut?: number;
}

/** The rows of a list read one by one: those that could be read, and how many could not. */
class Counted<R> {
  constructor(
    readonly rows: R[],
    readonly leftOut: number,
  ) {}
}

/**
 * A list of the entries a screen shows (games, statement entries, slips, invites, refunds, bonuses,
 * coupons, deposit accounts). Client mode: it must be a list; each row is read on its own, and one
 * that cannot be read is left out and counted. Spec mode: every row must be read. Typed as its
 * rows: only `counted`, `pageOf` and `listOf` hold it, and give the rows with their count.
 */
export function rows<R>(mode: AnswerMode, row: Reader<R>): Reader<R[]> {
  if (mode === 'spec') return v.array(row);
  return v.pipe(
    v.array(v.unknown()),
    v.transform((list) => {
      const kept = list.flatMap((entry) => readable(row, entry));
      return new Counted(kept, list.length - kept.length) as unknown as R[];
    }),
  );
}

/** The answer with each `rows` list given as its rows, and (client mode) `leftOut`: how many rows of them all were left out. */
function lift<T extends object>(answer: T): T & LeftOut {
  let leftOut = 0;
  const lifted: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(answer)) {
    if (value instanceof Counted) leftOut += value.leftOut;
    lifted[key] = value instanceof Counted ? value.rows : value;
  }
  return { ...(lifted as T), leftOut };
}

/** An answer object holding `rows` lists: the client gets each list's readable rows and `leftOut`, their count of rows left out. */
export function counted<E extends v.ObjectEntries>(mode: AnswerMode, entries: E): Reader<v.InferOutput<v.ObjectSchema<E, undefined>> & LeftOut> {
  const answer = v.object(entries);
  if (mode === 'spec') return answer as Reader<v.InferOutput<v.ObjectSchema<E, undefined>> & LeftOut>;
  return v.pipe(answer, v.transform((read) => lift(read as v.InferOutput<v.ObjectSchema<E, undefined>>)));
}

/** Client mode: a bare list read row by row, given as `{<key>: rows, leftOut}`. */
function bareRows<Key extends string, R>(key: Key, row: Reader<R>): Reader<{ [K in Key]: R[] } & LeftOut> {
  return v.pipe(
    rows('client', row),
    v.transform((read) => lift({ [key]: read }) as { [K in Key]: R[] } & LeftOut),
  );
}

/**
 * A list the spec gives bare ('list of bonuses', coupons): the bare list or `{<key>: list}`, given
 * as the bare list in spec mode; in client mode read row by row and given as `{<key>: rows, leftOut}`.
 * Typed as the client's (see `extension`).
 */
export function listOf<Key extends string, R>(mode: AnswerMode, key: Key, row: Reader<R>): Reader<{ [K in Key]: R[] } & LeftOut> {
  if (mode === 'spec') {
    const wrappedList = v.pipe(
      v.object({ [key]: v.array(row) }),
      v.transform((body) => (body as Record<string, unknown>)[key]),
    );
    return v.union([v.array(row), wrappedList]) as unknown as Reader<{ [K in Key]: R[] } & LeftOut>;
  }
  const wrapped = counted(mode, { [key]: rows(mode, row) }) as unknown as Reader<{ [K in Key]: R[] } & LeftOut>;
  return v.union([wrapped, bareRows(key, row)]);
}

export type Page<Key extends string, Row extends AnySchema> = { [K in Key]: v.InferOutput<Row>[] } & { total?: number } & LeftOut;

/**
 * A list the spec names as 'returns <key>': `{<key>: list}` (with the total extension) or a bare
 * list in client mode, read row by row; `{<key>: list}` in spec mode. Typed as the client's (see `extension`).
 */
export function pageOf<Key extends string, Row extends AnySchema>(mode: AnswerMode, key: Key, row: Row): v.GenericSchema<unknown, Page<Key, Row>> {
  const page = counted(mode, { [key]: rows(mode, row), ...extension(mode, 'pageTotal') });
  if (mode === 'spec') return page as unknown as v.GenericSchema<unknown, Page<Key, Row>>;
  return v.union([page, bareRows(key, row)]) as unknown as v.GenericSchema<unknown, Page<Key, Row>>;
}

/**
 * The banners of invites and refunds (spec section 3: image, html), whose answer the spec does not
 * give: a list in spec mode. In client mode a banner that cannot be read is left out, and no list
 * (null, absent, a lone value) is no banners: the modal then opens without them. An object is
 * never taken for the list, so `oneValue` still finds `{banners}`.
 */
export function bannerList(mode: AnswerMode): Reader<{ image: string; html: string }[]> {
  const item = banner(mode);
  if (mode === 'spec') return v.array(item);
  return v.optional(
    v.pipe(
      v.unknown(),
      v.check((value) => Array.isArray(value) || value === null || typeof value !== 'object', 'an object, not a list'),
      v.transform((value) => (Array.isArray(value) ? value.flatMap((entry) => readable(item, entry)) : [])),
    ),
    [],
  );
}

