import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addUpdateTexts } from '@wallet/i18n/update';
import { offerInstallation } from '../install-app/install-offer-source';
import { UpdatePrompt } from './update-prompt';
import { watchForUpdates } from './watch-for-updates';

/**
 * The installable app's part that runs in the page: the service worker, the update check, the
 * prompt; and what lets the member menu offer installation.
 */
export function AppUpdates({ runningVersion }: { runningVersion: string }) {
  const { i18n } = useTranslation();
  // Before the prompt's first render; adding them again changes nothing.
  useState(() => addUpdateTexts(i18n));
  useEffect(() => offerInstallation(), []);
  const startWatch = useCallback((onRelease: (release: string) => void) => watchForUpdates({ runningVersion, onRelease }), [runningVersion]);
  return <UpdatePrompt startWatch={startWatch} />;
}
