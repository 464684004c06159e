import type { RegionConfig } from '@wallet/config';
import { watchPageProblems } from './watch-page-problems';

/**
 * Field reports, where the build names a collector (VITE_FIELD_REPORTS_URL): the page's own
 * failures are watched from now, and the reporter with web-vitals is downloaded once the page has
 * loaded, so the first load carries none of it. Elsewhere nothing of it is downloaded or run.
 */
export function startFieldReportsAfterLoad(config: RegionConfig, language: () => string): void {
  const url = config.fieldReportsUrl;
  if (!url) return;
  watchPageProblems();
  const arrivalPath = window.location.pathname;
  const start = () =>
    void import('./field-reporter')
      .then(({ startFieldReports }) => startFieldReports({ url, config, arrivalPath, language }))
      // Not downloaded (offline, a release took it away): this page view goes unreported.
      .catch(() => undefined);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
