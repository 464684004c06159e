// Failures the operator should hear of from members' phones (issue 39), noted where they happen:
// the api, the error boundaries, the page's own listeners. The part that reports them loads after
// the page (and only where reports are configured), so what is noted before it is held here.

/** One failure, without anything of the member in it (the reporter scrubs what it sends too). */
export type FieldProblem =
  | { kind: 'error-boundary' | 'unhandled'; error: unknown }
  /** `keys`: where in the answer its schema failed (the reporter names it, list positions as '*'). */
  | { kind: 'unreadable-answer'; call: string; keys: readonly unknown[] }
  /** `reason`: the import's error as text, which names the file in most browsers. */
  | { kind: 'chunk-load'; reason: string }
  | { kind: 'csp'; directive: string; blocked: string; source: string };

/** Held until a reporter takes them; a page that fails in a loop must not grow this for ever. */
const MOST_HELD = 100;
/** What takes a failure, with the page's path when it happened. */
type Taker = (problem: FieldProblem, path: string) => void;
const held: [FieldProblem, string][] = [];
let listener: Taker | null = null;

/** Notes a failure for the field reports; costs nothing where they are off (nothing takes them). */
export function noteFieldProblem(problem: FieldProblem): void {
  const path = typeof window === 'undefined' ? '/' : window.location.pathname;
  if (listener) listener(problem, path);
  else if (held.length < MOST_HELD) held.push([problem, path]);
}

/** The reporter takes what was held and each failure from now on. */
export function takeFieldProblems(take: Taker): void {
  listener = take;
  held.splice(0).forEach(([problem, path]) => take(problem, path));
}
