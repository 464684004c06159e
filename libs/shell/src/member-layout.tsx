import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import { BottomMenu, ChatIcon, darkTheme, DocumentIcon, HomeIcon, LanguageSelect, ListIcon, LoadingOverlay, LogoutIcon, TopBar, UserIcon, type BottomMenuItem } from '@wallet/ui';
import { ConditionsModal } from './conditions-modal';
import { useLogout } from './use-logout';

const Shell = styled.div`
  min-height: 100dvh;
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
`;

const IconButton = styled.button`
  display: inline-flex;
  padding: ${({ theme }) => theme.space(2)};
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
`;

export function MemberLayout() {
  const { t } = useTranslation('common');
  const { logout, loggingOut } = useLogout();
  const [conditionsOpen, setConditionsOpen] = useState(false);
  const items: BottomMenuItem[] = [
    { key: 'profile', to: '/user/profile', label: t('nav.profile'), icon: <UserIcon /> },
    { key: 'statement', to: '/user/statement', label: t('nav.statement'), icon: <ListIcon /> },
    { key: 'home', to: '/user/home', label: t('nav.home'), icon: <HomeIcon />, primary: true },
    { key: 'contact', to: '/user/contact', label: t('nav.contact'), icon: <ChatIcon /> },
    { key: 'conditions', label: t('nav.conditions'), icon: <DocumentIcon />, onSelect: () => setConditionsOpen(true) },
  ];
  return (
    <ThemeProvider theme={darkTheme}>
      <Shell>
        <TopBar
          title={t('app.name')}
          actions={
            <>
              <LanguageSelect />
              <IconButton type="button" aria-label={t('action.logout')} onClick={logout} disabled={loggingOut}>
                <LogoutIcon />
              </IconButton>
            </>
          }
        />
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
        <BottomMenu label={t('nav.home')} items={items} />
        <ConditionsModal open={conditionsOpen} onClose={() => setConditionsOpen(false)} />
        <LoadingOverlay active={loggingOut} delayMs={0} />
      </Shell>
    </ThemeProvider>
  );
}
