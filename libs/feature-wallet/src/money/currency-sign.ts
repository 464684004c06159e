import type { Currency } from '@wallet/config';
import { CURRENCY_SIGN } from '@wallet/ui';

/** The sign of the member's currency, or nothing while it is unknown: no sign rather than a wrong one. */
export function currencySign(currency: Currency | null): string {
  return currency ? CURRENCY_SIGN[currency] : '';
}

/** A money column's header: 'Amount (฿)', or just 'Amount' while the member's currency is unknown. */
export function moneyHeader(header: string, currency: Currency | null): string {
  return currency ? `${header} (${CURRENCY_SIGN[currency]})` : header;
}
