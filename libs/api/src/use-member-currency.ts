import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetWalletQuery } from './wallet.api';
import { useRegion, type Currency } from '@wallet/config';
import { formatMoney } from '@wallet/domain';

/** The currency the member holds (chosen at registration in the Laos build); the region's first until the wallet answers. */
export function useMemberCurrency(): Currency {
  const { data } = useGetWalletQuery();
  const region = useRegion();
  return data?.profile.currency ?? region.currencies[0];
}

/** Money as words for sentences ('100.00 baht', '100.00 ກີບ'), in the member's currency. */
export function useMoneyText(): (amount: unknown) => string {
  const { t } = useTranslation('common');
  const currency = useMemberCurrency();
  return useCallback((amount: unknown) => t(`money.${currency}`, { amount: formatMoney(amount) }), [t, currency]);
}
