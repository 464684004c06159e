import { noteFieldProblem } from '@wallet/config';

/**
 * From the page's start, where field reports are on: errors nothing caught, promises rejected with
 * nobody waiting, and what the Content-Security-Policy blocked, for the reporter that loads later.
 */
export function watchPageProblems(): void {
  window.addEventListener('error', (event) => noteFieldProblem({ kind: 'unhandled', error: event.error ?? event.message }));
  window.addEventListener('unhandledrejection', (event) => noteFieldProblem({ kind: 'unhandled', error: event.reason }));
  document.addEventListener('securitypolicyviolation', (event) =>
    noteFieldProblem({ kind: 'csp', directive: event.effectiveDirective, blocked: event.blockedURI, source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : '' }),
  );
}
