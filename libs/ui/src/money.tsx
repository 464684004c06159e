import styled from 'styled-components';
import type { Currency } from '@wallet/config';

/** The sign shown once beside a figure (visual direction: the member's currency, not repeated in every cell). */
export const CURRENCY_SIGN: Record<Currency, string> = { BAHT: '฿', LAK: '₭' };

const Figure = styled.span<{ $size: MoneySize }>`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ $size }) => ($size === 'body' ? 'inherit' : 700)};
  font-size: ${({ $size }) => ({ body: 'inherit', large: '20px', hero: 'clamp(30px, 9vw, 40px)' })[$size]};
  white-space: nowrap;
  & > small {
    margin-left: 0.25em;
    font-size: 0.6em;
    font-weight: 400;
    opacity: 0.85;
  }
`;

export type MoneySize = 'body' | 'large' | 'hero';

export interface MoneyProps {
  /** Already formatted by domain's formatMoney ('1,234.50' or '-'). */
  amount: string;
  currency: Currency;
  size?: MoneySize;
}

/** A money figure in tabular digits with the member's currency sign beside it. */
export function Money({ amount, currency, size = 'body' }: MoneyProps) {
  return (
    <Figure $size={size}>
      {amount}
      <small>{CURRENCY_SIGN[currency]}</small>
    </Figure>
  );
}
