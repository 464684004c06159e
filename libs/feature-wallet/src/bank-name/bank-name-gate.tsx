import { lazy, Suspense, useState } from 'react';
import type { WalletResponse } from '@wallet/api';
import { needsEnglishAccountName } from '@wallet/domain';

const BankNameModal = lazy(() => import('./bank-name-modal').then((m) => ({ default: m.BankNameModal })));

/**
 * Spec section 2: a KTB, TMB or BBL account whose name is not in English letters is asked for the
 * English name. The member may put it off; it is asked again on the next visit to home.
 */
export function BankNameGate({ bankAccount }: { bankAccount: WalletResponse['bankAccount'] }) {
  const [postponed, setPostponed] = useState(false);
  if (postponed || !needsEnglishAccountName(bankAccount.bankCode, bankAccount.bankAccountName)) return null;
  return (
    <Suspense fallback={null}>
      <BankNameModal bankCode={bankAccount.bankCode} onClose={() => setPostponed(true)} />
    </Suspense>
  );
}
