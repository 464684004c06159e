import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberCurrency } from '@wallet/api';
import { formatMoney } from '@wallet/domain';

/**
 * Money as words for sentences ('100.00 baht', '1,300 ກີບ') in the member's currency; the bare
 * figure while it is unknown. `{ ask: false }`: from what is already known (useMemberCurrency).
 */
export function useMoneyText(options?: { ask?: boolean }): (amount: unknown) => string {
  const { t } = useTranslation('common');
  const currency = useMemberCurrency(options);
  return useCallback(
    (amount: unknown) => (currency ? t(`money.${currency}`, { amount: formatMoney(amount, currency) }) : formatMoney(amount)),
    [t, currency],
  );
}
