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
 * How many loads home's long tasks are read from (their median by blocking time). They are
 * reported, not enforced: at a fixed 4x CPU slowdown the blocking time still follows the machine,
 * from 1.6 s on a quiet machine to 4.4 s while the suite's other tasks ran beside it.
 */
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

/**
 * How far a page may fall behind the floor (floor.mjs: a home-like page on the same stack,
 * measured in the same run), in medians of the runs: differences, which the machine's load moves
 * far less than the figures themselves.
 */
export const FLOOR_MARGINS = {
  '/login': { lcpMs: 300 },
  '/user/home': { lcpMs: 600, tbtMs: 100 },
};
const MARGIN_NAMES = { fcpMs: 'FCP', lcpMs: 'LCP', tbtMs: 'TBT' };

const marginOf = (key, readings, floorReadings) => medianOf(readings.map((one) => one[key])) - medianOf(floorReadings.map((one) => one[key]));

/** The page's medians beside the floor's, e.g. 'FCP +120 ms, LCP +480 ms, TBT +60 ms'. */
export function describeMargins(readings, floorReadings) {
  return Object.entries(MARGIN_NAMES)
    .map(([key, name]) => {
      const margin = Math.round(marginOf(key, readings, floorReadings));
      return `${name} ${margin >= 0 ? '+' : ''}${margin} ms`;
    })
    .join(', ');
}

/** What breaks FLOOR_MARGINS for `pagePath`. */
export function floorVerdicts(pagePath, readings, floorReadings) {
  return Object.entries(FLOOR_MARGINS[pagePath] ?? {}).flatMap(([key, allowed]) => {
    const margin = Math.round(marginOf(key, readings, floorReadings));
    return margin > allowed ? [`${MARGIN_NAMES[key]} ${margin} ms behind the floor's, over ${allowed} ms`] : [];
  });
}
