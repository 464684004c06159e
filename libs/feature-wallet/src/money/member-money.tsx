import styled from 'styled-components';
import { formatMoney } from '@wallet/domain';
import { Money, type MoneySize } from '@wallet/ui';
import { useMemberCurrency } from '@wallet/api';

const FIGURE_SIZES: Record<MoneySize, string> = { body: 'inherit', large: '20px', hero: 'clamp(30px, 9vw, 40px)' };

/** A figure whose currency is not known yet: the same digits, without a sign (ui's Money always has one). */
const UnsignedFigure = styled.span<{ $size: MoneySize }>`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ $size }) => ($size === 'body' ? 'inherit' : 700)};
  font-size: ${({ $size }) => FIGURE_SIZES[$size]};
  white-space: nowrap;
`;

/** A figure in the member's currency, formatted by the domain's one money rule; without a sign while the currency is unknown. */
export function MemberMoney({ amount, size = 'body' }: { amount: unknown; size?: MoneySize }) {
  const currency = useMemberCurrency();
  if (!currency) return <UnsignedFigure $size={size}>{formatMoney(amount)}</UnsignedFigure>;
  return <Money amount={formatMoney(amount)} currency={currency} size={size} />;
}
