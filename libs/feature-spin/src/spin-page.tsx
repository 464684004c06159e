import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSpinSetupQuery } from '@wallet/api';
import { ApiErrorText } from '@wallet/api-texts';
import { Alert, LauncherClearance, Page, PageTitle, RetryAlert, useDocumentTitle } from '@wallet/ui';
import { CouponTable } from './coupons/coupon-table';
import { UnclaimablePrizesProvider } from './coupons/unclaimable-prizes';
import { SpinWheel } from './wheel/spin-wheel';

/** The spin page (spec section 2): the active wheel with the member's coins, then the coupons. */
export function SpinPage() {
  const { t } = useTranslation(['common', 'spin']);
  useDocumentTitle(t('common:screen.spin'));
  const setup = useSpinSetupQuery();
  const [spinning, setSpinning] = useState(false);

  return (
    <Page>
      <PageTitle>{t('common:screen.spin')}</PageTitle>
      {/* The prize sheet and the coupon rows share what the server refused to pay (issue 25). */}
      <UnclaimablePrizesProvider>
        {setup.isError && !setup.data ? (
          <RetryAlert onRetry={() => void setup.refetch()} retrying={setup.isFetching}>
            <ApiErrorText error={setup.error} />
          </RetryAlert>
        ) : setup.data && !setup.data.wheel ? (
          <Alert>{t('spin:noWheel')}</Alert>
        ) : setup.data?.wheel ? (
          <SpinWheel slices={setup.data.wheel.slices} coins={setup.data.userCoin} onSpinningChange={setSpinning} />
        ) : null}
        <CouponTable frozen={spinning} />
      </UnclaimablePrizesProvider>
      <LauncherClearance />
    </Page>
  );
}
