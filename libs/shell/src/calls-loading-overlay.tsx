import { useSlowCallPending } from '@wallet/api';
import { LoadingOverlay } from '@wallet/ui';

/** The loading overlay for every call, once one has been pending for 200 ms (spec section 7). */
export function CallsLoadingOverlay() {
  const slow = useSlowCallPending();
  return <LoadingOverlay active={slow} delayMs={0} />;
}
