import { siteApi, walletApi, type WalletStore } from '@wallet/api';

/**
 * Asks for what home's first screen draws (the wallet, the site notice) as soon as home's code is
 * here, before home itself renders: its first draw then has them, in one commit, where asking from
 * its own first render drew an empty frame first and the answers a render later. On a member's
 * arrival the document has asked already, and these take its answers (api first-calls).
 */
export function prefetchHomeAnswers(dispatch: WalletStore['dispatch']): void {
  dispatch(walletApi.util.prefetch('getWallet', undefined, {}));
  dispatch(siteApi.util.prefetch('lookupNotice', undefined, {}));
}
