import { memo, type ReactNode } from 'react';
import { TopBar } from '@wallet/ui';
import { useSiteName } from './use-site-name';

/**
 * The top bar with the site's name. It reads the info lookup itself, so the frame around it (the
 * menu, the screen) is not drawn again each time that lookup is asked for or answers; and it is
 * drawn again with the frame only when its actions change.
 */
export const SiteTopBar = memo(function SiteTopBar({ actions }: { actions: ReactNode }) {
  return <TopBar title={useSiteName()} actions={actions} />;
});
