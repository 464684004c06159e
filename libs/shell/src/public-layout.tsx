import { Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { siteApi } from '@wallet/api';
import { BottomMenu, ChatIcon, LoginIcon, PlayIcon, UserPlusIcon, useMarkFirstScreen, type BottomMenuItem } from '@wallet/ui';
import { AgreementNotice, loadAgreementNotice } from './feature-screens';
import { PublicFrame } from './public-frame';
import { useEndSessionOnPublicVisit } from './use-end-session-on-public-visit';
import { useFirstVisitNotice } from './use-first-visit-notice';

// Adds no box of its own: the screen lays out as if it were not there.
const ScreenUnder = styled.div`
  display: contents;
`;

/** The public screens (login, register, how-to, contact): a visit ends a stored session (spec section 4). */
export function PublicLayout() {
  const { t } = useTranslation('common');
  useEndSessionOnPublicVisit();
  const prefetchAgreements = siteApi.usePrefetch('lookupAgreements');
  // The notice's text is asked for with its code (and sanitizer, feature-screens), not after them:
  // on a first visit the notice is what the visitor sees first, and each wait would delay it.
  const loadNotice = useCallback(() => {
    prefetchAgreements();
    return loadAgreementNotice();
  }, [prefetchAgreements]);
  const notice = useFirstVisitNotice(loadNotice);
  // The screen (and a first visit's notice) is drawn with the layout, its code preloaded on arrival.
  useMarkFirstScreen(true);
  const items: BottomMenuItem[] = [
    { key: 'login', to: '/login', label: t('nav.home'), icon: <LoginIcon /> },
    { key: 'register', to: '/register', label: t('nav.register'), icon: <UserPlusIcon /> },
    { key: 'howto', to: '/howto', label: t('nav.howto'), icon: <PlayIcon /> },
    { key: 'contact', to: '/contact', label: t('nav.contact'), icon: <ChatIcon /> },
  ];
  return (
    <PublicFrame menu={<BottomMenu label={t('nav.menu')} items={items} />}>
      {/* The screen waits for a first visit's notice: it takes no keystroke from a field. */}
      <ScreenUnder inert={notice.asking}>
        <Outlet />
      </ScreenUnder>
      {/* A returning visitor never downloads the notice. */}
      {notice.asking && (
        <Suspense fallback={null}>
          <AgreementNotice onSettled={notice.settle} />
        </Suspense>
      )}
    </PublicFrame>
  );
}
