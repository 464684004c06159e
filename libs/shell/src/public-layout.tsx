import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { publicAgreementAcknowledged } from '@wallet/config';
import { BottomMenu, ChatIcon, LoginIcon, PlayIcon, UserPlusIcon, type BottomMenuItem } from '@wallet/ui';
import { AgreementNotice } from './feature-screens';
import { PublicFrame } from './public-frame';
import { useEndSessionOnPublicVisit } from './use-end-session-on-public-visit';

/** The public screens (login, register, how-to, contact): a visit ends a stored session (spec section 4). */
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
    <PublicFrame menu={<BottomMenu label={t('nav.menu')} items={items} />}>
      <Outlet />
      {/* A returning visitor never downloads the notice. */}
      {!publicAgreementAcknowledged() && (
        <Suspense fallback={null}>
          <AgreementNotice />
        </Suspense>
      )}
    </PublicFrame>
  );
}
