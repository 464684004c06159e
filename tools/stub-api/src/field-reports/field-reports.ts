// The stand-in's collector of field reports (issue 39): what the app sends to its
// VITE_FIELD_REPORTS_URL, and the Content-Security-Policy reports browsers send to the same
// address. A wallet batch is held to docs/field-reports.schema.json as a strict backend would, so
// a client that sends anything else fails its tests; a browser's report is kept as it came.
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The batch format, one file for the app and the stand-in alike. */
const SCHEMA_PATH = path.resolve(__dirname, '../../../../docs/field-reports.schema.json');

/** The most batches (and browser reports) kept: a long `npm start` drops the oldest. */
export const MAX_KEPT = 1000;

/** What the collector reads of a batch that passed the schema. */
export interface FieldReportBatch {
  schema: 'wallet-field-reports/1';
  pageView: string;
  reports: { kind: string }[];
}

export type Received = { accepted: true } | { accepted: false; errors: ErrorObject[] };

const validBatch = new Ajv2020({ allErrors: true }).compile<FieldReportBatch>(JSON.parse(readFileSync(SCHEMA_PATH, 'utf8')));

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The browser reports in a body, or null when it is none: `application/csp-report`'s
 * `{ "csp-report": {...} }`, or the Reporting API's array of `{ type: 'csp-violation', body }`.
 */
function browserReportsIn(body: unknown): unknown[] | null {
  if (isObject(body) && Object.keys(body).length === 1 && isObject(body['csp-report'])) return [body];
  if (Array.isArray(body) && body.length > 0 && body.every((entry) => isObject(entry) && entry.type === 'csp-violation' && isObject(entry.body))) return body;
  return null;
}

/** Keeps the newest `MAX_KEPT` entries of a list it appends to. */
function keepNewest<T>(list: T[], added: readonly T[]): void {
  list.push(...added);
  if (list.length > MAX_KEPT) list.splice(0, list.length - MAX_KEPT);
}

export class FieldReports {
  private batches: FieldReportBatch[] = [];
  private browserReports: unknown[] = [];
  private vitals = 0;
  private problems = 0;
  private pageViews = 0;
  // A page view sends its batches while it lives, so the ids of the last MAX_KEPT batches are
  // enough to count each once, and the set stays bounded however long the server runs.
  private recentPageViews = new Set<string>();

  /** Takes a parsed body: a wallet batch that passes the schema, or a browser's CSP report. */
  receive(body: unknown): Received {
    const browser = browserReportsIn(body);
    if (browser) {
      keepNewest(this.browserReports, browser);
      this.problems += browser.length;
      return { accepted: true };
    }
    if (!validBatch(body)) return { accepted: false, errors: validBatch.errors ?? [] };
    keepNewest(this.batches, [body]);
    const vitals = body.reports.filter((report) => report.kind === 'vital').length;
    this.vitals += vitals;
    this.problems += body.reports.length - vitals;
    this.notePageView(body.pageView);
    return { accepted: true };
  }

  list(): { batches: FieldReportBatch[]; browserReports: unknown[] } {
    return { batches: [...this.batches], browserReports: [...this.browserReports] };
  }

  /** Forgets every report and starts the counts afresh. */
  clear(): void {
    this.batches = [];
    this.browserReports = [];
    this.vitals = this.problems = this.pageViews = 0;
    this.recentPageViews.clear();
  }

  /** The counts since the start (or the last clear), as one line for the developer's terminal. */
  summary(): string {
    const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
    return `field reports: ${count(this.vitals, 'vital')}, ${count(this.problems, 'problem')} from ${count(this.pageViews, 'page view')}`;
  }

  private notePageView(id: string): void {
    if (this.recentPageViews.has(id)) return;
    this.pageViews += 1;
    this.recentPageViews.add(id);
    if (this.recentPageViews.size > MAX_KEPT) this.recentPageViews.delete(this.recentPageViews.values().next().value as string);
  }
}
