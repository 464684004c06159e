import { Component, lazy, useEffect, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { noteFieldProblem } from '@wallet/config';
import { Button } from './button';
import { onceExtrasMayCome } from './first-screen';
import type { PartUnavailableProps, UnavailableAs } from './part-unavailable';

export type { UnavailableAs } from './part-unavailable';

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

// What says a part could not be loaded (a sheet, a page) is a file of its own, kept out of the
// first load: it is downloaded with the page's extras (after the load, and on an arrival on home
// after its first screen), so it is there when the network goes.
let LoadedView: ComponentType<PartUnavailableProps> | null = null;

/** Downloads the view of a part that could not be loaded (with the extras; again if that failed). */
export function preloadPartUnavailable(): Promise<void> {
  return import('./part-unavailable').then(
    (module) => void (LoadedView = module.PartUnavailable),
    () => undefined,
  );
}
if (typeof window !== 'undefined') onceExtrasMayCome(() => void preloadPartUnavailable());

/** The view once downloaded; before that (offline from the start), the same words and retry, plainly. */
function Unavailable(props: PartUnavailableProps) {
  const { t } = useTranslation('common');
  if (LoadedView) return <LoadedView {...props} />;
  if (props.as === 'hidden') return null;
  return (
    <div role="alert">
      <p>{t('partUnavailable.message')}</p>
      <Button variant="secondary" onClick={props.onRetry}>
        {t('action.retry')}
      </Button>
    </div>
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
      noteFieldProblem({ kind: 'chunk-load', reason: String(error.reason) });
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
export function onDemand<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  unavailableAs: UnavailableAs = 'page',
  /** The component when its code is already in (preloaded): drawn at once, where a lazy one waits a render. */
  loaded?: () => ComponentType<Props> | null,
): ComponentType<Props> {
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
    // Chosen once per attempt: a component type that changed between draws would start it afresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the attempt is what asks anew
    const Part = useMemo(() => loaded?.() ?? Loaded, [attempt]);
    return (
      <PartBoundary key={attempt} fallback={<Unavailable as={unavailableAs} onRetry={retry} onClose={onClose} />}>
        <Part {...props} />
      </PartBoundary>
    );
  }
  return OnDemand;
}
