import * as v from 'valibot';
import { matchOneOf, readFigure, readFlag } from '@wallet/domain';
import type { KnownOr } from '../contract';
import type { AnswerMode } from './extensions';

// The plain values every answer is made of (spec section 3), read the way every schema reads them.
// Two readings: 'spec' is the contract as the stand-in's spec-only mode must send it, exactly;
// 'client' is tolerant reading (issue 24), what the app does with what a real backend sends.

export type Reader<T> = v.GenericSchema<unknown, T>;

/** The readers of one mode. */
export interface Fields {
  /** A text the spec gives and a row needs (a code, an id): a string, or in client mode a number as its digits. */
  text: Reader<string>;
  /** A text that is only shown, which a backend may send as null: read as ''; in client mode absent or anything not text too. */
  textOrEmpty: Reader<string>;
  /** A text the spec gives that is only shown (a name, a date): the spec mode requires it, the client mode reads it as textOrEmpty does. */
  shownText: Reader<string>;
  /** An optional text: null or absent is absent (in client mode anything not text too). */
  optionalText: Reader<string | undefined>;
  /** An amount, balance, coin count or limit: in client mode a number or a numeric string ('249.03'); never NaN. */
  figure: Reader<number>;
  /** A yes or no: in client mode also 'true' / 'false' in any case, 1 / 0, '1' / '0'. */
  flag: Reader<boolean>;
  /** One of the values the spec lists: in client mode matched case-insensitively, and a value it does not list kept as sent. */
  known<T extends string>(list: readonly T[]): Reader<KnownOr<T>>;
  /**
   * A list inside a row (a bonus's banners, its receipts): in client mode null or absent is none,
   * and an item that cannot be read is left out of it, the row kept.
   */
  items<R>(item: Reader<R>): Reader<R[]>;
}

const asText = (value: unknown): string | null => (typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null);

const SPEC: Fields = {
  text: v.string(),
  textOrEmpty: v.nullish(v.string(), ''),
  shownText: v.string(),
  optionalText: v.pipe(
    v.nullish(v.string()),
    v.transform((value) => value ?? undefined),
  ),
  figure: v.number(),
  flag: v.boolean(),
  known: <T extends string>(list: readonly T[]) => v.picklist(list as T[]) as Reader<KnownOr<T>>,
  items: <R>(item: Reader<R>) => v.optional(v.array(item), []) as Reader<R[]>,
};

/** A value read by a domain rule that gives null for what it cannot read: null fails the field. */
function readBy<T>(read: (value: unknown) => T | null, message: string): Reader<T> {
  return v.pipe(
    v.unknown(),
    v.check((value) => read(value) !== null, message),
    v.transform((value) => read(value) as T),
  );
}

// A field whose schema is not optional must be present (valibot): the readers that take an absent
// field are optional, with the value it is read as.
const orEmpty = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => asText(value) ?? ''),
  ),
  '',
);

const CLIENT: Fields = {
  text: readBy(asText, 'not a text'),
  textOrEmpty: orEmpty,
  shownText: orEmpty,
  optionalText: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => asText(value) ?? undefined),
    ),
  ),
  figure: readBy(readFigure, 'not a figure'),
  flag: readBy(readFlag, 'not a yes or no'),
  known: <T extends string>(list: readonly T[]) =>
    v.pipe(
      v.string(),
      v.check((value) => value.trim() !== '', 'no value'),
      v.transform((value): KnownOr<T> => matchOneOf(list, value) ?? value.trim()),
    ),
  items: <R>(item: Reader<R>) =>
    v.optional(
      v.pipe(
        v.unknown(),
        v.transform((value) => (Array.isArray(value) ? value.flatMap((entry) => readable(item, entry)) : [])),
      ),
      [],
    ),
};

/** Client mode, an optional field (an extension): what `read` gives, absent when it gives undefined; never a reason to fail. */
export function optionalBy<T>(read: (value: unknown) => T | undefined): Reader<T | undefined> {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => read(value)),
    ),
  );
}

/** The entry read, as a list of one, or none when it cannot be read. */
export function readable<R>(schema: Reader<R>, entry: unknown): R[] {
  const result = v.safeParse(schema, entry);
  return result.success ? [result.output] : [];
}

/** The readers of a mode. */
export function fields(mode: AnswerMode): Fields {
  return mode === 'spec' ? SPEC : CLIENT;
}

/** A banner (spec section 3: image, html), of invites, refunds and bonuses alike: one without a picture is not one. */
export function banner(mode: AnswerMode) {
  const { text, textOrEmpty } = fields(mode);
  return v.object({ image: text, html: textOrEmpty });
}

const SETTLED = ['SUCCESS', 'FAILED'] as const;

/**
 * Statement and slip statuses (spec section 3): SUCCESS, FAILED, anything else in progress. In
 * client mode matched case-insensitively, and null or absent is in progress too.
 */
export function progressStatus(mode: AnswerMode): Reader<'SUCCESS' | 'FAILED' | 'PENDING'> {
  if (mode === 'spec') return v.pipe(v.string(), v.transform((status) => (status === 'SUCCESS' || status === 'FAILED' ? status : 'PENDING')));
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((status) => matchOneOf(SETTLED, status) ?? 'PENDING'),
    ),
    'PENDING',
  );
}
