import { useTranslation } from 'react-i18next';
import { useMoneyText } from '@wallet/api-texts';
import { useToast } from '@wallet/ui';
import { useDepositArrival } from './use-deposit-arrival';

/** How long the arrival message stays: long enough to be read after a glance back at the phone. */
const ARRIVAL_TOAST_MS = 8000;

/**
 * Mounted with the member area: watches the wallet after a deposit is started and says once what
 * arrived (a toast, in the toasts' polite live region), in the member's currency.
 */
export function DepositArrivalWatch() {
  const { t } = useTranslation('common');
  const toast = useToast();
  // The wallet's answer the watch reads gives the currency; mounting the watch asks nothing.
  const moneyText = useMoneyText({ ask: false });
  useDepositArrival((amount) => toast({ message: t('depositArrived', { amount: moneyText(amount) }), tone: 'success', durationMs: ARRIVAL_TOAST_MS }));
  return null;
}
