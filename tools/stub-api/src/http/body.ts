// Readers for request bodies and parameters. Each refuses with a section 8 code before any state
// is touched, so bad input can never leave the store half-changed. `code` lets a call use its own
// code (e.g. INVALID_USER_INFO for registration) instead of the generic KEY_MISSING/KEY_INVALID.
import { parseAmount, toCents } from '@wallet/domain';
import { refuse } from './errors';

export type Fields = Record<string, unknown>;

const MAX_TEXT = 500;

/** The body as a plain object; a missing body is KEY_MISSING, an array or scalar KEY_INVALID. */
export function fieldsOf(body: unknown, code?: string): Fields {
  if (body === undefined || body === null) refuse(code ?? 'KEY_MISSING');
  if (typeof body !== 'object' || Array.isArray(body)) refuse(code ?? 'KEY_INVALID');
  return body as Fields;
}

/**
 * A required non-blank string, taken exactly as sent. Like a strict backend the stand-in repairs
 * nothing: text with leading or trailing whitespace is refused (the client trims what members type).
 */
export function text(fields: Fields, key: string, code?: string, max = MAX_TEXT): string {
  const value = fields[key];
  if (value === undefined || value === null) refuse(code ?? 'KEY_MISSING');
  if (typeof value !== 'string' || value.length > max) refuse(code ?? 'KEY_INVALID');
  if (value.trim() === '') refuse(code ?? 'KEY_MISSING');
  if (value !== value.trim()) refuse(code ?? 'KEY_INVALID');
  return value;
}

/** An optional string (missing or null reads as ''), refused like {@link text} when not trimmed. */
export function optionalText(fields: Fields, key: string, code?: string, max = MAX_TEXT): string {
  const value = fields[key];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' || value.length > max || value !== value.trim()) refuse(code ?? 'KEY_INVALID');
  return value;
}

/** A required password, as typed: spaces are part of it, so only an empty value is refused. */
export function secret(fields: Fields, key: string, code?: string, max = 100): string {
  const value = fields[key];
  if (value === undefined || value === null || value === '') refuse(code ?? 'KEY_MISSING');
  if (typeof value !== 'string' || value.length > max) refuse(code ?? 'KEY_INVALID');
  return value;
}

/** Free text a person wrote (a chat message): kept as sent, whitespace included; missing reads as ''. */
export function freeText(fields: Fields, key: string, code?: string, max = MAX_TEXT): string {
  const value = fields[key];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' || value.length > max) refuse(code ?? 'KEY_INVALID');
  return value;
}

/**
 * An amount in hundredths: a finite JSON number with at most two decimals (a form field of a
 * multipart upload may be a plain decimal string, see {@link formAmountCents}). NaN, Infinity,
 * strings, '12.345', objects and booleans are refused; the sign is left to the caller.
 */
export function amountCents(fields: Fields, key: string, code?: string): number {
  const raw = fields[key];
  if (raw === undefined || raw === null) refuse(code ?? 'KEY_MISSING');
  if (typeof raw !== 'number') refuse(code ?? 'KEY_INVALID');
  return centsOf(raw, code);
}

/** A multipart form field's amount: a plain decimal string as typed, untrimmed text refused. */
export function formAmountCents(raw: string, code?: string): number {
  if (raw !== raw.trim()) refuse(code ?? 'KEY_INVALID');
  return centsOf(raw, code);
}

function centsOf(raw: number | string, code?: string): number {
  const value = parseAmount(raw);
  if (value === null || Math.abs(value) > 1e9) refuse(code ?? 'KEY_INVALID');
  const cents = toCents(value);
  if (Math.abs(cents - value * 100) > 1e-6) refuse(code ?? 'KEY_INVALID');
  return cents;
}

function integer(fields: Fields, key: string, min: number, max: number): number {
  const value = fields[key];
  if (value === undefined || value === null) refuse('KEY_MISSING');
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) refuse('KEY_INVALID');
  return value;
}

/** `{ page, limit }` with page from 1. */
export function pageOf(body: unknown): { page: number; limit: number } {
  const fields = fieldsOf(body);
  return { page: integer(fields, 'page', 1, 100_000), limit: integer(fields, 'limit', 1, 100) };
}

/** One page of a list already sorted newest first. */
export function paginate<T>(rows: readonly T[], page: number, limit: number): T[] {
  return rows.slice((page - 1) * limit, page * limit);
}

/** `{ limit, skip }` of the chat history. */
export function windowOf(fields: Fields): { limit: number; skip: number } {
  return { limit: integer(fields, 'limit', 1, 100), skip: integer(fields, 'skip', 0, 1_000_000) };
}

/** A path parameter: required, short, and free of characters no code or id contains. */
export function param(params: unknown, key: string, code = 'KEY_INVALID'): string {
  const value = (params as Record<string, unknown> | undefined)?.[key];
  if (typeof value !== 'string' || value === '' || value.length > 100 || !/^[\w.@:-]+$/.test(value)) refuse(code);
  return value;
}

/** Newest first, for every list the app pages through. */
export function newestFirst<T extends { createdAt: number }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => b.createdAt - a.createdAt);
}
