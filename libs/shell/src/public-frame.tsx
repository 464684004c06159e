import { Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { LanguageSelect, OfflineBanner, useToastScope } from '@wallet/ui';
import { SiteTopBar } from './site-top-bar';

// Public screens are a single form or card: on a desktop a 720 px column reads better than 1100.
const Shell = styled.div`
  min-height: 100dvh;
  ${({ theme }) => theme.media.wide} {
    main {
      max-width: 720px;
    }
  }
`;

/**
 * The public frame: the top bar with the app name and the language switcher, an optional menu,
 * and the screen. Shared by the public screens and the 404 and terminated pages.
 */
export function PublicFrame({ menu, children }: { menu?: ReactNode; children: ReactNode }) {
  useToastScope('public');
  return (
    <Shell>
      <SiteTopBar actions={<LanguageSelect />} />
      {menu}
      <OfflineBanner />
      <Suspense fallback={null}>{children}</Suspense>
    </Shell>
  );
}
