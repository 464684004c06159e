// What the field reports say (issue 39; their JSON schema: docs/field-reports.schema.json), as pure
// rules: a report carries the shape of a failure or a measure, never a value of the member. Routes
// are patterns, addresses lose their query, messages lose their numbers and quoted parts.

export const FIELD_REPORTS_SCHEMA = 'wallet-field-reports/1';

/** The most reports one batch holds (the schema's maxItems): a page in a failure loop sends no more. */
export const MOST_REPORTS_PER_BATCH = 50;

const MOST_TEXT = 200;

export type VitalName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
export type ProblemKind = 'error-boundary' | 'unreadable-answer' | 'chunk-load' | 'unhandled' | 'csp';

export interface VitalReport {
  kind: 'vital';
  route: string;
  name: VitalName;
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  navigationType?: string;
  target?: string;
  resource?: string;
}

export interface ProblemReport {
  kind: ProblemKind;
  route: string;
  count: number;
  name?: string;
  message?: string;
  source?: string;
  call?: string;
  path?: string;
  file?: string;
  directive?: string;
  blocked?: string;
}

export type FieldReport = VitalReport | ProblemReport;

export interface FieldContext {
  region: 'th' | 'la';
  version: string;
  language: 'th' | 'lo' | 'en';
  engine: 'chromium' | 'webkit' | 'gecko' | 'other';
  connection: 'slow-2g' | '2g' | '3g' | '4g' | 'unknown';
}

export interface FieldBatch {
  schema: typeof FIELD_REPORTS_SCHEMA;
  pageView: string;
  context: FieldContext;
  reports: FieldReport[];
}

const cut = (text: string) => (text.length > MOST_TEXT ? `${text.slice(0, MOST_TEXT - 1)}…` : text);

/**
 * Capitalised words an engine's or the app's own messages open with ("Cannot read properties of
 * undefined"); any other word with a capital may be a name, and goes.
 */
const MESSAGE_WORDS = new Set(['Cannot', 'Failed', 'Unexpected', 'Invalid', 'Maximum', 'Importing', 'Loading', 'Load', 'Network', 'NetworkError', 'Error', 'Uncaught', 'Script', 'The', 'A', 'An', 'No', 'Not', 'JSON', 'ResizeObserver', 'Request', 'Permission', 'Illegal', 'Quota', 'Object', 'Minified', 'React']);

/**
 * An error message with nothing of the member left in it. It ends at its first quote (what follows
 * may be any value: "reading 'amount'", a server's text); numbers (a phone, an amount, an account),
 * addresses and e-mail-like words are replaced; and so is every word with a letter outside ASCII
 * (a name in any script) or a capital, unless it is one of MESSAGE_WORDS. What stays is the wording
 * of the engine or of the app.
 */
export function scrubMessage(message: string): string {
  const quote = message.search(/["'`«»“”‘’]/);
  const words = (quote >= 0 ? `${message.slice(0, quote)}…` : message)
    .replace(/https?:\/\/\S+|\S+@\S+/gi, '…')
    .replace(/\p{N}+([.,:/-]\p{N}+)*/gu, '#')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const bare = word.replace(/[…#.,:;!?()[\]{}<>-]/g, '');
      return /[^\x20-\x7e]/.test(bare) || (/[A-Z]/.test(bare) && !MESSAGE_WORDS.has(bare)) ? '…' : word;
    });
  return cut(words.filter((word, index) => !(word === '…' && words[index - 1] === '…')).join(' '));
}

/** An error's name as code sets it (TypeError, AbortError); anything else is only 'Error'. */
export function errorName(name: unknown): string {
  return typeof name === 'string' && /^[A-Za-z_$][\w$]{0,40}$/.test(name) ? name : 'Error';
}

/** The route a path belongs to: one of the app's own, else '/*' (a mistyped address may hold anything). */
export function routePattern(pathname: string, known: readonly string[]): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  return known.includes(path) ? path : '/*';
}

/**
 * An address as a report may name it: the path alone for the site's own, origin and path for
 * another's, never a query or a hash; 'inline', 'eval' and the like as they are.
 */
export function reportAddress(address: string, ownOrigin: string): string {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(address) && !address.startsWith('/')) return cut(address.replace(/[^a-z-]/gi, '')) || 'unknown';
  try {
    const url = new URL(address, ownOrigin);
    if (!/^https?:$/.test(url.protocol)) return url.protocol.replace(/:$/, '');
    return cut(url.origin === ownOrigin ? url.pathname : `${url.origin}${url.pathname}`);
  } catch {
    return 'unknown';
  }
}

/** Where in an answer a schema failed, list positions as '*': 'slots.*.amount'. */
export function schemaPath(keys: readonly unknown[]): string {
  return cut(keys.map((key) => (typeof key === 'number' || /^\d+$/.test(String(key)) ? '*' : String(key).replace(/[^\w-]/g, '_'))).join('.')) || '(answer)';
}

/** The browser engine, from the user agent: which engine, nothing of the phone. */
export function engineOf(userAgent: string): FieldContext['engine'] {
  if (/Firefox\/|Gecko\/\d/.test(userAgent) && !/like Gecko/.test(userAgent)) return 'gecko';
  if (/Chrome\/|Chromium\/|CriOS\//.test(userAgent) && !/iPhone|iPad/.test(userAgent)) return 'chromium';
  if (/AppleWebKit\//.test(userAgent)) return 'webkit';
  return 'other';
}

export function connectionOf(effectiveType: unknown): FieldContext['connection'] {
  return effectiveType === 'slow-2g' || effectiveType === '2g' || effectiveType === '3g' || effectiveType === '4g' ? effectiveType : 'unknown';
}

/** What tells two problems apart: reports of the same signature in a page view are one, counted. */
const signatureOf = ({ count: _count, ...report }: ProblemReport) => JSON.stringify(report);

/**
 * The page view's reports with `problem` counted in: a repeat raises its report's count; a new one
 * joins while the batch has room. The list given is not changed.
 */
export function withProblem(reports: readonly FieldReport[], problem: Omit<ProblemReport, 'count'>): FieldReport[] {
  const signature = signatureOf({ ...problem, count: 0 });
  const index = reports.findIndex((report) => report.kind !== 'vital' && signatureOf(report) === signature);
  if (index >= 0) return reports.map((report, at) => (at === index ? { ...report, count: (report as ProblemReport).count + 1 } : report));
  return reports.length < MOST_REPORTS_PER_BATCH ? [...reports, { ...problem, count: 1 }] : [...reports];
}

/** A page view's vital, once: a later value of the same metric replaces the earlier one. */
export function withVital(reports: readonly FieldReport[], vital: VitalReport): FieldReport[] {
  const others = reports.filter((report) => !(report.kind === 'vital' && report.name === vital.name));
  return others.length < MOST_REPORTS_PER_BATCH ? [...others, vital] : others;
}

/** A batch that could not leave (offline, refused), kept for the next page view. */
export interface HeldBatch {
  batch: FieldBatch;
  /** When it was first kept (epoch ms). */
  heldAt: number;
  /** How many page views have tried to send it. */
  tries: number;
}

/** A held batch is tried on the next page views within a day, at most three times, then dropped. */
export const HELD_BATCH_MAX_AGE_MS = 24 * 60 * 60_000;
export const HELD_BATCH_MAX_TRIES = 3;
/** The most batches kept at once: the newest are kept. */
export const MOST_HELD_BATCHES = 10;

/** The held batches still worth a try at `now`, newest last, each with this try counted. */
export function batchesToRetry(held: readonly HeldBatch[], now: number): HeldBatch[] {
  return held
    .filter((entry) => now - entry.heldAt <= HELD_BATCH_MAX_AGE_MS && now >= entry.heldAt && entry.tries < HELD_BATCH_MAX_TRIES)
    .slice(-MOST_HELD_BATCHES)
    .map((entry) => ({ ...entry, tries: entry.tries + 1 }));
}

/** The first script address in a text (an import error names the file it could not load), as a report names it. */
export function addressIn(text: string, ownOrigin: string): string {
  const found = /https?:\/\/[^\s'")]+/.exec(text);
  return found ? reportAddress(found[0], ownOrigin) : 'unknown';
}

/** Where an error was thrown: the top frame's script and line ('/assets/home-x1.js:1:2345'), else nothing. */
export function stackSource(stack: string | undefined, ownOrigin: string): string | undefined {
  const frame = /(https?:\/\/[^\s'")]+?):(\d+):(\d+)/.exec(stack ?? '');
  return frame ? `${reportAddress(frame[1], ownOrigin)}:${frame[2]}:${frame[3]}` : undefined;
}
