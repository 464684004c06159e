import { Component, lazy, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal';
import { Page } from './page';
import { RetryAlert } from './retry-alert';

/**
 * Told on `window` whenever a part's code could not be loaded: the app's update watch then asks
 * whether a new release took the old files off the server (and offers it), instead of an error.
 */
export const PART_LOAD_FAILED_EVENT = 'wallet:part-load-failed';

/** A part's code (or its texts) that could not be downloaded: offline, a flaky network, files a new release removed. */
export class PartLoadError extends Error {
  constructor(readonly reason: unknown) {
    super('A part of the app could not be loaded');
  }
}

/**
 * Where a part that could not be loaded says so: 'page' in place of a screen, 'dialog' as a sheet
 * in place of the sheet asked for (closed with the part's own `onClose`), 'hidden' for a part
 * nobody asked for (an automatic notice, the chat launcher), which simply stays away this time.
 */
export type UnavailableAs = 'page' | 'dialog' | 'hidden';

function Unavailable({ as, onRetry, onClose }: { as: UnavailableAs; onRetry: () => void; onClose?: () => void }) {
  const { t } = useTranslation('common');
  if (as === 'hidden') return null;
  const problem = (
    <RetryAlert onRetry={onRetry} retrying={false}>
      {t('partUnavailable.message')}
    </RetryAlert>
  );
  if (as === 'page') return <Page>{problem}</Page>;
  return (
    <Modal open title={t('partUnavailable.title')} onClose={onClose ?? onRetry}>
      {problem}
    </Modal>
  );
}

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches a part's failed load only; any other error goes on to the app's error boundary. */
class PartBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (error instanceof PartLoadError) {
      console.warn('A part of the app could not be loaded', error.reason, info.componentStack);
      window.dispatchEvent(new Event(PART_LOAD_FAILED_EVENT));
    }
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof PartLoadError) return this.props.fallback;
    throw error;
  }
}

/**
 * A component whose code loads when it is first shown. A failed load never crashes the app: the
 * part says so where it was asked for (see {@link UnavailableAs}), with a retry that downloads it
 * again, and the rest of the app keeps working. (React.lazy alone keeps a failed load for good.)
 * Render it inside a Suspense, which shows what the wait shows.
 */
export function onDemand<Props extends object>(load: () => Promise<ComponentType<Props>>, unavailableAs: UnavailableAs = 'page'): ComponentType<Props> {
  const fresh = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (reason: unknown) => {
          failed = true;
          throw new PartLoadError(reason);
        },
      ),
    );
  let failed = false;
  let Loaded = fresh();

  const again = () => {
    if (!failed) return;
    failed = false;
    Loaded = fresh();
  };

  function OnDemand(props: Props) {
    const [attempt, setAttempt] = useState(0);
    // Asked for anew after a failed load (a sheet closed and opened again): downloaded again. On
    // the way out, as a render that failed is rendered again at once and must not load again.
    useEffect(() => again, []);
    const retry = () => {
      again();
      setAttempt((count) => count + 1);
    };
    const onClose = (props as { onClose?: () => void }).onClose;
    return (
      <PartBoundary key={attempt} fallback={<Unavailable as={unavailableAs} onRetry={retry} onClose={onClose} />}>
        <Loaded {...props} />
      </PartBoundary>
    );
  }
  return OnDemand;
}
