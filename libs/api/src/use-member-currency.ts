import { useCallback } from 'react';
import { walletApi } from './areas/wallet/wallet.api';
import type { WalletResponse } from './areas/wallet/wallet.calls';
import type { DepositLookup } from './areas/deposit-lookup/deposit-lookup.calls';
import { useLookupDepositQuery } from './areas/deposit-lookup/deposit-lookup.api';
import { useRegion, type Currency } from '@wallet/config';
import { fixedAmountIn, memberCurrency } from '@wallet/domain';

/**
 * The currency the member holds, or null while the data cannot tell (domain memberCurrency): the
 * wallet's profile.currency when the backend sends that extension, else the one currency of the
 * deposit lookup's accounts, else the build's only currency. The deposit lookup is asked for only
 * when neither the extension nor the build settles it. Null means show no currency, never a guess.
 * `{ ask: false }` reads only the wallet answer already held and asks the server nothing (the
 * deposit watch, which reads the wallet at its own pace).
 */
export function useMemberCurrency({ ask = true }: { ask?: boolean } = {}): Currency | null {
  // Each figure on a screen asks this: it subscribes, and reads only what decides the currency, so
  // the wallet's other changes (a reload's flags, new balances) do not draw every figure again.
  walletApi.endpoints.getWallet.useQuerySubscription(undefined, { skip: !ask });
  const { answered, stated } = walletApi.endpoints.getWallet.useQueryState(undefined, { selectFromResult: walletCurrency });
  const { currencies } = useRegion();
  // Asked once the wallet has answered without the extension, and only in a build of two currencies.
  const needsAccounts = answered && stated === undefined && currencies.length > 1;
  const { banks } = useLookupDepositQuery(undefined, { skip: !needsAccounts || !ask, selectFromResult: depositBanks });
  return memberCurrency({ regionCurrencies: currencies, stated, depositAccounts: banks });
}

// Whether it was asked at all is read too: a new session clears every answer, and the figure must
// draw again then to subscribe afresh.
const walletCurrency = ({ data, isUninitialized }: { data?: WalletResponse; isUninitialized: boolean }) => ({
  asked: !isUninitialized,
  answered: data !== undefined,
  stated: data?.profile?.currency,
});
const depositBanks = ({ data }: { data?: DepositLookup }) => ({ banks: data?.banks });

/**
 * A fixed amount the specification writes in baht (the transfer and wallet-link minimums), in the
 * member's currency at the build's kip rate (domain fixedAmountIn); null while a kip member's
 * figure cannot be known.
 */
export function useFixedAmount(): (baht: number) => number | null {
  const currency = useMemberCurrency();
  const { kipPerBaht } = useRegion();
  return useCallback((baht: number) => fixedAmountIn(baht, currency, kipPerBaht), [currency, kipPerBaht]);
}
