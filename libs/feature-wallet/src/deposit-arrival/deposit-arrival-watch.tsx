import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyText } from '@wallet/api-texts';
import { useToast } from '@wallet/ui';
import { useDepositArrival } from './use-deposit-arrival';

/** How long the arrival message stays: long enough to be read after a glance back at the phone. */
const ARRIVAL_TOAST_MS = 8000;

/** Mounted with the member area: watches the wallet after a deposit is started and says what arrived. */
export function DepositArrivalWatch() {
  const arrived = useDepositArrival();
  return arrived === null ? null : <ArrivalNotice key={arrived.at} amount={arrived.amount} />;
}

/** Says once what arrived (a toast, in the toasts' polite live region), in the member's currency. */
function ArrivalNotice({ amount }: { amount: number }) {
  const { t } = useTranslation('common');
  const toast = useToast();
  const moneyText = useMoneyText();
  const said = moneyText(amount);
  useEffect(() => {
    toast({ message: t('depositArrived', { amount: said }), tone: 'success', durationMs: ARRIVAL_TOAST_MS });
  }, [toast, t, said]);
  return null;
}
