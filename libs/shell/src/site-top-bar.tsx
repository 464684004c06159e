import type { ReactNode } from 'react';
import { TopBar } from '@wallet/ui';
import { useSiteName } from './use-site-name';

/**
 * The top bar with the site's name. It reads the info lookup itself, so the frame around it (the
 * menu, the screen) is not drawn again each time that lookup is asked for or answers.
 */
export function SiteTopBar({ actions }: { actions: ReactNode }) {
  return <TopBar title={useSiteName()} actions={actions} />;
}
