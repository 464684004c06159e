import { createContext, useContext, type ReactNode } from 'react';
import type { Currency } from '@wallet/config';
import { formatMoney } from '@wallet/domain';
import { Money, type MoneySize } from '@wallet/ui';
import { useMemberCurrency } from '@wallet/api';

// Undefined outside a scope: each figure then asks for itself.
const ScopeCurrency = createContext<Currency | null | undefined>(undefined);

/**
 * Asks for the member's currency once for every figure inside. Home shows dozens of figures (two
 * on each game card): each asking for itself was three store subscriptions a figure, and their
 * work was a large part of home's first draw.
 */
export function MemberCurrencyScope({ children }: { children: ReactNode }) {
  const currency = useMemberCurrency();
  return <ScopeCurrency.Provider value={currency}>{children}</ScopeCurrency.Provider>;
}

interface MemberMoneyProps {
  amount: unknown;
  size?: MoneySize;
}

/** The figure in `currency`, formatted by the domain's one money rule; without a sign while the currency is unknown. */
const figureIn = (currency: Currency | null, { amount, size }: Required<MemberMoneyProps>) => <Money amount={formatMoney(amount, currency)} currency={currency} size={size} />;

/** A figure in the member's currency: the scope's, else asked for by the figure itself. */
export function MemberMoney({ amount, size = 'body' }: MemberMoneyProps) {
  const scoped = useContext(ScopeCurrency);
  if (scoped === undefined) return <SelfAskedMoney amount={amount} size={size} />;
  return figureIn(scoped, { amount, size });
}

function SelfAskedMoney(props: Required<MemberMoneyProps>) {
  return figureIn(useMemberCurrency(), props);
}
