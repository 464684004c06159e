import { ApiErrorText } from '@wallet/api-texts';
import { RetryAlert } from '@wallet/ui';

/** A lookup a screen needs has failed: say why and offer to try again, never an endless spinner. */
export function LookupProblem({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  return (
    <RetryAlert onRetry={onRetry} retrying={retrying}>
      <ApiErrorText error={error} />
    </RetryAlert>
  );
}
