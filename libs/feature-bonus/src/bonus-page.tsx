import { useTranslation } from 'react-i18next';
import { useCheckActiveBonusQuery } from '@wallet/api';
import { ApiErrorText } from '@wallet/api-texts';
import { LauncherClearance, Page, PageTitle, RetryAlert, useDocumentTitle } from '@wallet/ui';
import { ActiveBonus } from './active-bonus';
import { BonusList } from './bonus-list';
import { PromotionForm } from './promotion-form';

/** The bonus page (spec section 2): the held bonus or the promotion-code search, then the bonus cards. */
export function BonusPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('screen.bonus'));
  const active = useCheckActiveBonusQuery();

  return (
    <Page>
      <PageTitle>{t('screen.bonus')}</PageTitle>
      {active.isError ? (
        <RetryAlert onRetry={() => void active.refetch()} retrying={active.isFetching}>
          <ApiErrorText error={active.error} />
        </RetryAlert>
      ) : active.data?.status ? (
        <ActiveBonus check={active.data} />
      ) : active.data ? (
        <PromotionForm />
      ) : null}
      <BonusList />
      <LauncherClearance />
    </Page>
  );
}
