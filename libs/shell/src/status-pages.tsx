import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card, Page, PageTitle, useDocumentTitle } from '@wallet/ui';

/** Any unknown path (spec section 2). */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('notFound.title'));
  return (
    <Page>
      <Card>
        <PageTitle>{t('notFound.title')}</PageTitle>
        <p>{t('notFound.message')}</p>
        <Link to="/">{t('notFound.home')}</Link>
      </Card>
    </Page>
  );
}

/** Shown when the server says the site is gone; deliberately offers no way back in. */
export function TerminatedPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('terminated.title'));
  return (
    <Page>
      <Card>
        <PageTitle>{t('terminated.title')}</PageTitle>
        <p>{t('terminated.message')}</p>
      </Card>
    </Page>
  );
}
