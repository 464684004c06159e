import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Page, PageTitle, useDocumentTitle } from '@wallet/ui';
import { PublicFrame } from './public-frame';

const StatusCard = styled(Card)`
  max-width: 520px;
  margin: ${({ theme }) => theme.space(6)} auto 0;
  text-align: center;
`;

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.primary};
  && {
    color: ${({ theme }) => theme.color.primaryText};
  }
  font-weight: 700;
  text-decoration: none;
`;

/**
 * The frame of the 404 and terminated pages: the public top bar without the menu, and without the
 * public screens' session ending (a mistyped address must not log a member out).
 */
export function StatusLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}

/** Any unknown path (spec section 2). */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('notFound.title'));
  return (
    <Page>
      <StatusCard>
        <PageTitle>{t('notFound.title')}</PageTitle>
        <p>{t('notFound.message')}</p>
        <HomeLink to="/">{t('notFound.home')}</HomeLink>
      </StatusCard>
    </Page>
  );
}

/** Shown when the server says the site is gone; deliberately offers no way back in. */
export function TerminatedPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('terminated.title'));
  return (
    <Page>
      <StatusCard>
        <PageTitle>{t('terminated.title')}</PageTitle>
        <p>{t('terminated.message')}</p>
      </StatusCard>
    </Page>
  );
}
