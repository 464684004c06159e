// Watches a browser context for what a member must never meet, whatever the server sends: a script
// that ran (a dialog, an uncaught error), a request to another origin, a page opened elsewhere, a
// console error. Tests read `problems` at the end and expect it empty.
import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';

export interface Watch {
  /** Everything seen that should not have happened, in the order seen. */
  readonly problems: string[];
}

export interface WatchOptions {
  /** The app's own origin: any request elsewhere is refused and reported. */
  origin: string;
  /** Console errors a test expects (such as the browser logging a refused answer it arranged). */
  expectedConsole?: (message: ConsoleMessage) => boolean;
}

// Runs in every page before the app: a Content-Security-Policy violation reaches the console, where
// the watch sees it with the file that caused it.
const REPORT_CSP = `document.addEventListener('securitypolicyviolation', (event) => {
  console.error('CSP violation: ' + event.violatedDirective + ' ' + event.blockedURI + ' from ' + event.sourceFile);
}, true);`;

/** The browser's own note of an answer that failed to load: the test arranged that answer. */
export const isFailedResource = (message: ConsoleMessage) => message.text().startsWith('Failed to load resource');

/**
 * What the app logs on purpose when a lookup fails that the specification lets it only log (spec
 * section 7: agreements, notice; the balance refresh on arriving at home): the screen goes on.
 */
const LOGGED_ON_PURPOSE = ['The site agreement could not be loaded', 'The site notice could not be loaded', 'Refreshing game balances on arrival failed'];

/** A failed answer's note, or one of the app's own logs of a failed lookup. */
export const failedOrLogged = (message: ConsoleMessage) => isFailedResource(message) || LOGGED_ON_PURPOSE.some((log) => message.text().startsWith(log));

function watchPage(page: Page, { origin, expectedConsole }: WatchOptions, problems: string[]): void {
  page.on('dialog', (dialog) => {
    problems.push(`a dialog opened: ${dialog.type()} '${dialog.message()}'`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => problems.push(`uncaught error on ${page.url()}: ${error.stack ?? error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !expectedConsole?.(message)) problems.push(`console error: ${message.text()}`);
  });
  page.on('framenavigated', (frame) => {
    const url = frame.url();
    if (!url.startsWith(origin) && url !== 'about:blank') problems.push(`a frame went to ${url}`);
  });
}

/** Starts watching every page of `context`; call before the first page opens. */
export async function watchContext(context: BrowserContext, options: WatchOptions): Promise<Watch> {
  const problems: string[] = [];
  await context.addInitScript(REPORT_CSP);
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (url.startsWith(`${options.origin}/`) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    problems.push(`a request left for ${url}`);
    return route.abort();
  });
  let pages = 0;
  context.on('page', (page) => {
    // The first page is the test's; a later one is a tab the app opened.
    if ((pages += 1) > 1) page.on('framenavigated', (frame) => frame.url() !== 'about:blank' && problems.push(`a tab opened ${frame.url()}`));
    watchPage(page, options, problems);
  });
  return { problems };
}

// Runs in the page as written (a string: the test runner's compiler would rename inner functions).
// What the live document holds that could run a script, leave for another origin by itself or
// restyle the page: event-handler attributes, script-bearing addresses, frames, plug-ins, a base
// address, anything that loads from `marker` or posts there, and style (inline or in any style
// sheet) naming it.
const UNSAFE_MARKUP = `(marker) => {
  const found = [];
  // A server address kept inside its url("...") string is only a path of this site; one that broke
  // out of it starts a url() of its own.
  const loadsMarker = (css) => css.split('url(').slice(1).some((rest) => rest.replace(/^[\\s"']+/, '').replace(/^https?:/, '').startsWith('//' + marker));
  const scriptAddress = /^(javascript|vbscript|data:(?!image\\/(png|jpe?g|gif|webp);))/;
  const describe = (element) => element.outerHTML.slice(0, 120);
  for (const element of document.body.querySelectorAll('*')) {
    const tag = element.localName;
    if (['script', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link', 'style'].includes(tag)) found.push('element ' + describe(element));
    for (const { name, value } of element.attributes) {
      const address = value.replace(/[\\u0000-\\u0020]/g, '').toLowerCase();
      if (name.startsWith('on')) found.push('handler ' + describe(element));
      // A link elsewhere is the member's choice to follow; an address that loads by itself is not.
      else if (['href', 'xlink:href'].includes(name) && scriptAddress.test(address)) found.push('link ' + describe(element));
      else if (['src', 'action', 'formaction', 'srcdoc', 'poster', 'data', 'background'].includes(name) && (scriptAddress.test(address) || address.includes(marker) || name === 'srcdoc')) found.push('address ' + describe(element));
      else if (name === 'style' && loadsMarker(value)) found.push('style ' + describe(element));
    }
  }
  for (const sheet of document.styleSheets) {
    let rules = [];
    try { rules = [...sheet.cssRules]; } catch { found.push('a style sheet from elsewhere: ' + sheet.href); }
    for (const rule of rules) if (loadsMarker(rule.cssText)) found.push('style rule ' + rule.cssText.slice(0, 120));
  }
  if (document.baseURI !== location.href.split('#')[0] && !document.baseURI.startsWith(location.origin)) found.push('base ' + document.baseURI);
  return found;
}`;

/** What the page's live document holds that could run a script or reach `marker` (see UNSAFE_MARKUP). */
export function unsafeMarkup(page: Page, marker: string): Promise<string[]> {
  return page.evaluate(`(${UNSAFE_MARKUP})(${JSON.stringify(marker)})`) as Promise<string[]>;
}
