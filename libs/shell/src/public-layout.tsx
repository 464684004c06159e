import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { BottomMenu, ChatIcon, LanguageSelect, LoginIcon, PlayIcon, TopBar, UserPlusIcon, type BottomMenuItem } from '@wallet/ui';

import { AgreementNotice } from './feature-screens';
import { useEndSessionOnPublicVisit } from './use-end-session-on-public-visit';

const Shell = styled.div`
  min-height: 100dvh;
`;

export function PublicLayout() {
  const { t } = useTranslation('common');
  useEndSessionOnPublicVisit();
  const items: BottomMenuItem[] = [
    { key: 'login', to: '/login', label: t('nav.home'), icon: <LoginIcon /> },
    { key: 'register', to: '/register', label: t('nav.register'), icon: <UserPlusIcon /> },
    { key: 'howto', to: '/howto', label: t('nav.howto'), icon: <PlayIcon /> },
    { key: 'contact', to: '/contact', label: t('nav.contact'), icon: <ChatIcon /> },
  ];
  return (
    <Shell>
      <TopBar title={t('app.name')} actions={<LanguageSelect />} />
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      <Suspense fallback={null}>
        <AgreementNotice />
      </Suspense>
      <BottomMenu label={t('nav.home')} items={items} />
    </Shell>
  );
}
