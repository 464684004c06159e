import { formatMoney } from '@wallet/domain';
import { Money, type MoneySize } from '@wallet/ui';
import { useMemberCurrency } from '@wallet/api';

/** A figure in the member's currency, formatted by the domain's one money rule; without a sign while the currency is unknown. */
export function MemberMoney({ amount, size = 'body' }: { amount: unknown; size?: MoneySize }) {
  const currency = useMemberCurrency();
  return <Money amount={formatMoney(amount, currency)} currency={currency} size={size} />;
}
