import type { CSSProperties } from 'react';
import styled from 'styled-components';
import type { Currency } from '@wallet/config';

/** The sign shown once beside a figure (visual direction: the member's currency, not repeated in every cell). */
export const CURRENCY_SIGN: Record<Currency, string> = { BAHT: '฿', LAK: '₭' };

/** The sign of the member's currency, or nothing while it is unknown: no sign rather than a wrong one. */
export function currencySign(currency: Currency | null): string {
  return currency ? CURRENCY_SIGN[currency] : '';
}

/** A money column's header: 'Amount (฿)', or just 'Amount' while the member's currency is unknown. */
export function moneyHeader(header: string, currency: Currency | null): string {
  return currency ? `${header} (${CURRENCY_SIGN[currency]})` : header;
}

/**
 * The hero figure's size: as large as the visual direction draws it, but never wider than its box
 * (issue 38 item 2: a seven-digit balance with the browser's text doubled was wider than a phone).
 * A tabular digit is about 0.6 em wide: `--figure-chars` figures of it fill 100cqi of the nearest
 * size container (the viewport where there is none).
 */
const HERO_SIZE = 'min(clamp(1.875rem, 9vw, 2.5rem), calc(100cqi / (var(--figure-chars) * 0.64)))';

const Figure = styled.span<{ $size: MoneySize }>`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ $size }) => ($size === 'body' ? 'inherit' : 700)};
  font-size: ${({ $size }) => ({ body: 'inherit', large: '1.25rem', hero: HERO_SIZE })[$size]};
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
  /** The member's currency; null while it is not known (the figure then has no sign). */
  currency: Currency | null;
  size?: MoneySize;
}

/** A money figure in tabular digits with the member's currency sign beside it, when it is known. */
export function Money({ amount, currency, size = 'body' }: MoneyProps) {
  // The sign counts as about half a figure (it is drawn at 0.6 em, with a quarter em before it).
  const fit = size === 'hero' ? ({ '--figure-chars': amount.length + (currency ? 0.6 : 0) } as CSSProperties) : undefined;
  return (
    <Figure $size={size} style={fit}>
      {amount}
      {currency && <small>{CURRENCY_SIGN[currency]}</small>}
    </Figure>
  );
}
