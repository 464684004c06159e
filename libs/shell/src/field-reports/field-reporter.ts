// The field reports of one page view (issue 39): its Web Vitals (web-vitals, attribution build) and
// the failures noted since the page started, sent as one batch whenever the page is hidden or left.
// Loaded after the page's load event, and only where VITE_FIELD_REPORTS_URL is set.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { browserStorage, STORAGE_KEYS, takeFieldProblems, type RegionConfig } from '@wallet/config';
import {
  FIELD_REPORTS_SCHEMA,
  batchesToRetry,
  connectionOf,
  engineOf,
  reportAddress,
  routePattern,
  withProblem,
  withVital,
  type FieldBatch,
  type FieldContext,
  type FieldReport,
  type HeldBatch,
  type VitalReport,
} from '@wallet/domain';
import { KNOWN_PATHS } from '../feature-screens';
import { problemReport } from './problem-report';

export interface FieldReporterOptions {
  url: string;
  config: Pick<RegionConfig, 'region' | 'appVersion' | 'fieldVitalsSample'>;
  /** The path the page view arrived at, whose route its load vitals describe. */
  arrivalPath: string;
  /** The member's language when a batch leaves (it may change meanwhile). */
  language: () => string;
}

const routeOf = (path: string) => routePattern(path, KNOWN_PATHS);

const randomId = () => Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => (byte % 36).toString(36)).join('');

const readHeld = (): HeldBatch[] => {
  try {
    const held: unknown = JSON.parse(browserStorage.read(STORAGE_KEYS.fieldReportsHeld) ?? '[]');
    return Array.isArray(held) ? (held as HeldBatch[]) : [];
  } catch {
    return [];
  }
};

/** Sends a batch, or keeps it for the next page view when it cannot leave now. */
function send(url: string, entry: HeldBatch): void {
  const hold = () => {
    browserStorage.write(STORAGE_KEYS.fieldReportsHeld, JSON.stringify([...readHeld(), entry]));
  };
  if (!navigator.onLine) {
    hold();
    return;
  }
  const body = JSON.stringify(entry.batch);
  // A string body goes as text/plain: no preflight, so a collector elsewhere needs no CORS set-up.
  if (navigator.sendBeacon?.(url, body)) return;
  fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'Content-Type': 'text/plain' } }).catch(hold);
}

export function startFieldReports({ url, config, arrivalPath, language }: FieldReporterOptions): void {
  const arrivalRoute = routeOf(arrivalPath);
  const context = (): FieldContext => ({
    region: config.region,
    version: config.appVersion,
    language: language() as FieldContext['language'],
    engine: engineOf(navigator.userAgent),
    connection: connectionOf((navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType),
  });
  const pageView = randomId();
  const ownOrigin = window.location.origin;
  let reports: FieldReport[] = [];

  // What earlier page views could not send: tried once more each, within a day.
  const held = batchesToRetry(readHeld(), Date.now());
  browserStorage.remove(STORAGE_KEYS.fieldReportsHeld);
  held.forEach((entry) => send(url, entry));

  takeFieldProblems((problem, path) => {
    reports = withProblem(reports, problemReport(problem, routeOf(path), ownOrigin));
  });

  if (Math.random() < config.fieldVitalsSample) {
    const vital = (metric: MetricWithAttribution) => {
      reports = withVital(reports, vitalReport(metric, arrivalRoute, ownOrigin));
    };
    [onLCP, onINP, onCLS, onFCP, onTTFB].forEach((on) => on(vital));
  }

  const flush = () => {
    if (reports.length === 0) return;
    const batch: FieldBatch = { schema: FIELD_REPORTS_SCHEMA, pageView, context: context(), reports };
    reports = [];
    send(url, { batch, heldAt: Date.now(), tries: 0 });
  };
  // web-vitals reports its final values as the page is hidden; these listeners come after its own.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  window.addEventListener('pagehide', flush);
}

function vitalReport(metric: MetricWithAttribution, route: string, ownOrigin: string): VitalReport {
  const attribution = metric.attribution as { target?: string; url?: string; interactionTarget?: string; largestShiftTarget?: string };
  const target = attribution.target ?? attribution.interactionTarget ?? attribution.largestShiftTarget;
  return {
    kind: 'vital',
    route,
    name: metric.name,
    value: Math.max(0, metric.value),
    rating: metric.rating,
    navigationType: metric.navigationType,
    ...(target ? { target: target.slice(0, 200) } : {}),
    ...(metric.name === 'LCP' && attribution.url ? { resource: reportAddress(attribution.url, ownOrigin) } : {}),
  };
}
