import { useTranslation } from 'react-i18next';
import { useGetWalletQuery, useMemberCurrency } from '@wallet/api';
import { formatMoney, gameTitle } from '@wallet/domain';
import { currencySign, type SelectOption } from '@wallet/ui';

/** The wallet and every open game account, each labelled with its balance, for the transfer selects. */
export function useAccountOptions(): SelectOption[] {
  const { t } = useTranslation('wallet');
  const currency = useMemberCurrency();
  const { data } = useGetWalletQuery();
  if (!data) return [];
  const label = (name: string, amount: unknown) => `${name} · ${formatMoney(amount, currency)} ${currencySign(currency)}`.trimEnd();
  return [
    { value: 'WALLET', label: label(t('transfer.wallet'), data.wallet.amount) },
    ...data.slots.filter((game) => game.isActive).map((game) => ({ value: game.code, label: label(gameTitle(game), game.amount) })),
  ];
}
