import { lazy, Suspense, type ComponentType } from 'react';
import { useAfterFirstScreen } from '@wallet/ui';

// The service worker, the update check and the prompt with its texts are one download, made once
// the page's first screen is drawn and it has loaded: nothing of it weighs on the first load, and it is all in memory before a
// new release could take these files off the server. If it cannot be downloaded, the site is a
// plain web page this time.
type AppUpdatesProps = { runningVersion: string };
const NOTHING: ComponentType<AppUpdatesProps> = () => null;
const AppUpdates = lazy(() =>
  import('./app-updates/app-updates')
    .then((module): { default: ComponentType<AppUpdatesProps> } => ({ default: module.AppUpdates }))
    .catch(() => ({ default: NOTHING })),
);

/** The installable app (production builds): its worker and 'new version available' prompt, after the first screen. */
export function UpdateSlot({ runningVersion }: AppUpdatesProps) {
  const loaded = useAfterFirstScreen();
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <AppUpdates runningVersion={runningVersion} />
    </Suspense>
  );
}
