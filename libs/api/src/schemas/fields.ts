import * as v from 'valibot';
import { matchOneOf, readFigure } from '@wallet/domain';
import { readable, readBy, type Reader } from './answer-kit';
import type { AnswerMode } from './extensions';

// The plain values every answer is made of (spec section 3), read the way every schema reads them.
// Two readings: 'spec' is the contract as the stand-in's spec-only mode must send it, exactly;
// 'client' is tolerant reading (issue 24), what the app does with what a real backend sends.
// The reader of yes or no is in answer-kit.ts (the first screen's answers use it), and
// re-exported here with the others.

export { flagField, type Reader } from './answer-kit';

// A field whose schema is not optional must be present (valibot): the client readers that take an
// absent field are optional, with the value it is read as.

/** A text as sent, or a finite number as its digits; anything else none. */
const asText = (value: unknown): string | null => (typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null);

/** Client mode, a field read by `read` whatever it holds, absent included (then `read(absent)`). */
function anyValue<T>(read: (value: unknown) => T, absent: unknown): Reader<T> {
  return v.optional(v.pipe(v.unknown(), v.transform(read)), absent as never) as Reader<T>;
}

/** A text that is only shown, which a backend may send as null: read as ''; in client mode absent or anything not text too. */
export function textOrEmptyField(mode: AnswerMode): Reader<string> {
  return mode === 'spec' ? v.nullish(v.string(), '') : anyValue((value) => asText(value) ?? '', '');
}

/** An optional text: null or absent is absent (in client mode anything not text too). */
export function optionalTextField(mode: AnswerMode): Reader<string | undefined> {
  if (mode === 'spec') return v.pipe(v.nullish(v.string()), v.transform((value) => value ?? undefined));
  return optionalBy((value) => asText(value) ?? undefined);
}

/**
 * Client mode, an optional field (an extension): what `read` gives, absent when it gives undefined;
 * never a reason to fail. Typed as valibot's optional entry, so the answer's type marks the key optional.
 */
export function optionalBy<T>(read: (value: unknown) => T | undefined) {
  return v.optional(v.pipe(v.unknown(), v.transform(read)));
}


/** A text the spec gives and a row needs (a code, an id): a string, or in client mode a number as its digits. */
export function textField(mode: AnswerMode): Reader<string> {
  return mode === 'spec' ? v.string() : readBy(asText, 'not a text');
}

/** A text the spec gives that is only shown (a name, a date): the spec mode requires it, the client mode reads it as textOrEmptyField does. */
export function shownTextField(mode: AnswerMode): Reader<string> {
  return mode === 'spec' ? v.string() : textOrEmptyField(mode);
}

/** An amount, balance, coin count or limit: in client mode a number or a numeric string ('249.03'); never NaN. */
export function figureField(mode: AnswerMode): Reader<number> {
  return mode === 'spec' ? v.number() : readBy(readFigure, 'not a figure');
}

/** One of the values the spec lists: in client mode matched case-insensitively, and a value it does not list kept as sent (not blank). */
export function knownField(mode: AnswerMode) {
  return <T extends string>(list: readonly T[]): Reader<KnownOr<T>> => {
    if (mode === 'spec') return v.picklist(list as T[]) as Reader<KnownOr<T>>;
    return v.pipe(
      v.string(),
      v.check((value) => value.trim() !== '', 'no value'),
      v.transform((value): KnownOr<T> => matchOneOf(list, value) ?? value.trim()),
    );
  };
}

/**
 * A list inside a row (a bonus's banners, its receipts): absent is none; in client mode null or a
 * lone value is none too, and an item that cannot be read is left out of it, the row kept.
 */
export function itemsField(mode: AnswerMode) {
  return <R>(item: Reader<R>): Reader<R[]> => {
    if (mode === 'spec') return v.optional(v.array(item), []) as Reader<R[]>;
    return anyValue((value) => (Array.isArray(value) ? value.flatMap((entry) => readable(item, entry)) : []), []);
  };
}

/** A banner (spec section 3: image, html), of invites, refunds and bonuses alike: one without a picture is not one. */
export function banner(mode: AnswerMode) {
  return v.object({ image: textField(mode), html: textOrEmptyField(mode) });
}

const SETTLED = ['SUCCESS', 'FAILED'] as const;

/**
 * Statement and slip statuses (spec section 3): SUCCESS, FAILED, anything else in progress. In
 * client mode matched case-insensitively, and null or absent is in progress too.
 */
export function progressStatus(mode: AnswerMode): Reader<'SUCCESS' | 'FAILED' | 'PENDING'> {
  if (mode === 'spec') return v.pipe(v.string(), v.transform((status) => (status === 'SUCCESS' || status === 'FAILED' ? status : 'PENDING')));
  return anyValue((status) => matchOneOf(SETTLED, status) ?? 'PENDING', 'PENDING');
}

/**
 * A value of a list the spec gives (matched case-insensitively, so 'SLOT' is 'slot'), or a value
 * it does not list, kept as the server sent it: the row is shown with it (issue 24).
 */
export type KnownOr<T extends string> = T | (string & {});

export type Banner = v.InferOutput<ReturnType<typeof banner>>;
