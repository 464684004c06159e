/** The parts of an RTK Query result a failed lookup needs. */
interface LookupResult {
  isError: boolean;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface LookupProblem {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** A failed lookup as the step shows it (message and retry), or null while it is fine. */
export function lookupProblem(result: LookupResult): LookupProblem | null {
  if (!result.isError) return null;
  return { error: result.error, onRetry: () => void result.refetch(), retrying: result.isFetching };
}
