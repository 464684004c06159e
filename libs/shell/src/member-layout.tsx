import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import {
  BottomMenu,
  ChatIcon,
  darkTheme,
  DocumentIcon,
  HomeIcon,
  LanguageSelect,
  ListIcon,
  LoadingOverlay,
  LogoutIcon,
  OfflineBanner,
  themeScopeStyles,
  UserIcon,
  useToastScope,
  onDemand,
  useAfterFirstScreen,
  type BottomMenuItem,
} from '@wallet/ui';
import { ChatSlot } from './chat-slot';
import { useInstallOffer } from './install-app/use-install-offer';
import { SessionGuard } from './session-guard';
import { useLogout } from './use-logout';
import { SiteTopBar } from './site-top-bar';
import { TopBarIconButton } from './top-bar-icon-button';

// Listens for the member's deposits once the first screen is drawn (the watch itself downloads with
// the first one started).
const DepositArrivalSlot = onDemand(() => import('@wallet/feature-wallet/deposit-arrival').then((m) => m.DepositArrivalSlot), 'hidden');

// Only where this browser can install the app; downloaded then.
const InstallEntry = onDemand(() => import('./install-app/install-entry').then((m) => m.InstallEntry), 'hidden');

// Opened from the menu; downloaded then.
const ConditionsModal = onDemand(() => import('./conditions-modal').then((m) => m.ConditionsModal), 'dialog');

// The member area is dark; links, focus ring and checkboxes follow it (the global style is light).
const Shell = styled.div`
  min-height: 100dvh;
  background: ${({ theme }) => theme.color.background};
  ${themeScopeStyles}
`;

/** The member area's frame (spec section 2): top bar with the site's name, language and logout; the menu. */
export function MemberLayout() {
  const { t } = useTranslation('common');
  const { logout, logoutInactive, loggingOut } = useLogout();
  const [conditionsOpen, setConditionsOpen] = useState(false);
  useToastScope('member');
  const installOffer = useInstallOffer();
  const afterFirstScreen = useAfterFirstScreen();
  // Made once per language, so the frame's own draws (the install offer, the extras' arrival) leave
  // the menu and the top bar as they are.
  const items = useMemo<BottomMenuItem[]>(
    () => [
      { key: 'profile', to: '/user/profile', label: t('nav.profile'), icon: <UserIcon /> },
      { key: 'statement', to: '/user/statement', label: t('nav.statement'), icon: <ListIcon /> },
      { key: 'home', to: '/user/home', label: t('nav.home'), icon: <HomeIcon />, primary: true },
      { key: 'contact', to: '/user/contact', label: t('nav.contact'), icon: <ChatIcon /> },
      { key: 'conditions', label: t('nav.conditions'), icon: <DocumentIcon />, onSelect: () => setConditionsOpen(true) },
    ],
    [t],
  );
  const actions = useMemo(
    () => (
      <>
        {installOffer !== 'none' && (
          <Suspense fallback={null}>
            <InstallEntry offer={installOffer} />
          </Suspense>
        )}
        <LanguageSelect />
        <TopBarIconButton type="button" aria-label={t('action.logout')} onClick={logout} disabled={loggingOut}>
          <LogoutIcon />
        </TopBarIconButton>
      </>
    ),
    [installOffer, t, logout, loggingOut],
  );
  return (
    <ThemeProvider theme={darkTheme}>
      <Shell>
        <SiteTopBar actions={actions} />
        <BottomMenu label={t('nav.menu')} items={items} />
        <OfflineBanner />
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
        {conditionsOpen && (
          <Suspense fallback={null}>
            <ConditionsModal open onClose={() => setConditionsOpen(false)} />
          </Suspense>
        )}
        {!loggingOut && <ChatSlot audience="member" />}
        {!loggingOut && <SessionGuard onLogout={logout} onExpire={logoutInactive} />}
        {!loggingOut && afterFirstScreen && (
          <Suspense fallback={null}>
            <DepositArrivalSlot />
          </Suspense>
        )}
        <LoadingOverlay active={loggingOut} delayMs={0} />
      </Shell>
    </ThemeProvider>
  );
}
