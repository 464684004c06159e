// The Lighthouse budgets the suite enforces: what does not move with the machine's load.

/** The whole first visit of /login: every byte it transfers, scripts, fonts, page and styles. */
export const LOGIN_FIRST_VISIT_BYTES = 200 * 1024;
export const CLS_LIMIT = 0.01;
/**
 * How often home may draw each game card while it loads: once when it shows, and once more for a
 * game whose balance the arrival refresh changed; never again for an answer that is not its own.
 */
export const HOME_CARD_DRAWS = 2;
/**
 * Home's blocking time (long tasks beyond 50 ms each) at 4x CPU slowdown, median of
 * HOME_LONG_TASK_LOADS loads. It follows the machine's load less than Lighthouse's TBT does, but
 * still moves (1.0-3.0 s on one quiet machine): the ceiling catches home's work doubling, not a
 * slow day. It was 2.1 s before home's rails were drawn in a second pass, 1.8 s after.
 */
export const HOME_BLOCKING_CEILING_MS = 4000;
export const HOME_LONG_TASK_LOADS = 3;
const FULL_MARKS = { accessibility: 'accessibility', bestPractices: 'best-practices', seo: 'seo' };

export function medianOf(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * What breaks a budget in a page's runs (each run must keep them): full marks in accessibility,
 * best practices and SEO (naming the failing audits), CLS under 0.01, and for /login the whole
 * transfer at most 200 KB.
 */
export function verdicts(pagePath, readings) {
  const problems = [];
  readings.forEach((reading, index) => {
    const run = readings.length > 1 ? ` (run ${index + 1})` : '';
    for (const [key, category] of Object.entries(FULL_MARKS)) {
      if (reading[key] < 100) problems.push(`${category} ${reading[key]}${run}: ${reading.failing[category].join(', ')}`);
    }
    if (!(reading.cls < CLS_LIMIT)) problems.push(`CLS ${reading.cls.toFixed(3)}${run}, over ${CLS_LIMIT}`);
    if (pagePath === '/login' && reading.bytes.total > LOGIN_FIRST_VISIT_BYTES) {
      problems.push(`first visit transfers ${(reading.bytes.total / 1024).toFixed(1)} KB${run}, over ${LOGIN_FIRST_VISIT_BYTES / 1024} KB`);
    }
  });
  return problems;
}

/** What breaks the home renders budget (home-load.mjs): a card drawn more than HOME_CARD_DRAWS times. */
export function renderVerdicts({ cards, cardRenders }) {
  if (cards === 0) return ['home showed no game card'];
  return cardRenders > HOME_CARD_DRAWS * cards ? [`${cards} game cards drawn ${cardRenders} times, over ${HOME_CARD_DRAWS} each`] : [];
}

/** What breaks the home blocking budget (home-load.mjs): blocking time over HOME_BLOCKING_CEILING_MS. */
export function longTaskVerdicts({ blockingMs }) {
  return blockingMs > HOME_BLOCKING_CEILING_MS ? [`blocking ${blockingMs} ms at 4x CPU slowdown, over ${HOME_BLOCKING_CEILING_MS} ms`] : [];
}
