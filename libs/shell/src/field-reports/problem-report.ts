import type { FieldProblem } from '@wallet/config';
import { addressIn, errorName, reportAddress, schemaPath, scrubMessage, stackSource, type ProblemReport } from '@wallet/domain';

/** A noted failure as its report says it: its shape, where it happened, none of its values. */
export function problemReport(problem: FieldProblem, route: string, ownOrigin: string): Omit<ProblemReport, 'count'> {
  switch (problem.kind) {
    case 'error-boundary':
    case 'unhandled': {
      const { error } = problem;
      if (error instanceof Error) return { kind: problem.kind, route, name: errorName(error.name), message: scrubMessage(error.message), ...sourceOf(error.stack, ownOrigin) };
      return { kind: problem.kind, route, name: typeof error, message: scrubMessage(String(error)) };
    }
    case 'unreadable-answer':
      return { kind: problem.kind, route, call: problem.call, path: schemaPath(problem.keys) };
    case 'chunk-load':
      return { kind: problem.kind, route, file: addressIn(problem.reason, ownOrigin) };
    case 'csp':
      return { kind: problem.kind, route, directive: scrubMessage(problem.directive), blocked: reportAddress(problem.blocked || 'inline', ownOrigin), ...sourceOf(problem.source, ownOrigin) };
  }
}

function sourceOf(stack: string | undefined, ownOrigin: string): { source?: string } {
  const source = stackSource(stack, ownOrigin);
  return source ? { source } : {};
}
