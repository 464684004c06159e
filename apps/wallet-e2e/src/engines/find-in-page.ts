// Finds an element in the page the way a member (or a screen reader) names it: by role and
// accessible name, by its label, or by the text it shows. The same function runs in every engine,
// so a step means the same in WebKit, Firefox and Chromium. It runs inside the page: it may use
// nothing from this module but itself.

/** A name or text: exact (spaces collapsed), or a pattern. */
export type Name = string | RegExp;

/** What to find: `role` and `name`, or `label` (a form field), or `text`; optionally inside `within`. */
export interface Target {
  role?: string;
  name?: Name;
  label?: string;
  text?: Name;
  within?: Target;
}

/** A target as it crosses into the page (a pattern travels as its source and flags). */
export type PageTarget = Omit<Target, 'name' | 'text' | 'within'> & { name?: PageName; text?: PageName; within?: PageTarget };
type PageName = string | { source: string; flags: string };

const toPage = (name: Name | undefined): PageName | undefined => (name instanceof RegExp ? { source: name.source, flags: name.flags } : name);

export function pageTarget(target: Target): PageTarget {
  return { ...target, name: toPage(target.name), text: toPage(target.text), within: target.within && pageTarget(target.within) };
}

/** The first visible element of the page that `target` describes, or null. Runs in the page. */
export function findInPage(target: PageTarget): Element | null {
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  // The text as laid out (parts on lines of their own are apart, hidden parts left out), as a member reads it.
  const shownText = (element: Element) => squash(element instanceof HTMLElement ? element.innerText : element.textContent);
  const matches = (wanted: PageName, actual: string) => (typeof wanted === 'string' ? actual === squash(wanted) : new RegExp(wanted.source, wanted.flags).test(actual));
  const visible = (element: Element) => {
    if (element.closest('[aria-hidden="true"], [inert]')) return false;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
  };
  const IMPLICIT: Record<string, string> = { BUTTON: 'button', SELECT: 'combobox', TEXTAREA: 'textbox', DIALOG: 'dialog', H1: 'heading', H2: 'heading', H3: 'heading', H4: 'heading', UL: 'list', OL: 'list', LI: 'listitem', TABLE: 'table', MAIN: 'main', NAV: 'navigation', OPTION: 'option' };
  const roleOf = (element: Element) => {
    const explicit = element.getAttribute('role');
    if (explicit) return explicit.split(' ')[0];
    if (element.tagName === 'A' && element.hasAttribute('href')) return 'link';
    if (element.tagName === 'IMG') return element.getAttribute('alt') === '' ? 'presentation' : 'img';
    if (element.tagName === 'INPUT') {
      const type = (element as HTMLInputElement).type;
      return ['button', 'submit', 'reset'].includes(type) ? 'button' : ['checkbox', 'radio'].includes(type) ? type : 'textbox';
    }
    return IMPLICIT[element.tagName] ?? '';
  };
  const labelsOf = (element: Element) => ('labels' in element && (element as HTMLInputElement).labels ? Array.from((element as HTMLInputElement).labels ?? []) : []);
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return squash(labelledBy.split(' ').map((id) => document.getElementById(id)?.textContent).join(' '));
    const label = element.getAttribute('aria-label');
    if (label) return squash(label);
    const labels = labelsOf(element);
    if (labels.length) return squash(labels.map((each) => each.textContent).join(' '));
    if (element.tagName === 'IMG') return squash(element.getAttribute('alt'));
    if (['textbox', 'combobox', 'dialog', 'alertdialog', 'list', 'table', 'main', 'navigation', 'status', 'timer'].includes(roleOf(element))) return squash(element.getAttribute('title'));
    return shownText(element) || squash(element.getAttribute('title'));
  };
  const candidates = (scope: ParentNode, wanted: PageTarget): Element[] => {
    const all = Array.from(scope.querySelectorAll('*'));
    if (wanted.role) return all.filter((element) => roleOf(element) === wanted.role && (wanted.name === undefined || matches(wanted.name, nameOf(element))));
    if (wanted.label) return all.filter((element) => labelsOf(element).length > 0 || element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby')).filter((element) => nameOf(element) === squash(wanted.label));
    const { text } = wanted;
    if (text === undefined) return [];
    // The innermost elements showing the text: none of their children shows it whole.
    const shows = (element: Element) => (typeof text === 'string' ? shownText(element).includes(squash(text)) : matches(text, shownText(element)));
    return all.filter((element) => shows(element) && !Array.from(element.children).some(shows));
  };
  const find = (wanted: PageTarget): Element | null => {
    const scopes: ParentNode[] = wanted.within ? ((within) => (within ? [within] : []))(find(wanted.within)) : [document];
    for (const scope of scopes) {
      const found = candidates(scope, wanted).find(visible);
      if (found) return found;
    }
    return null;
  };
  return find(target);
}
