import { Suspense, useState } from 'react';
import { useGetProfileQuery, type WalletResponse } from '@wallet/api';
import { needsEnglishAccountName } from '@wallet/domain';
import { withTextParts } from '@wallet/i18n';
import { onDemand } from '@wallet/ui';

const BankNameModal = onDemand(() => withTextParts(import('./bank-name-modal'), 'wallet', 'bankName').then((m) => m.BankNameModal), 'hidden');

/**
 * Spec section 2: a KTB, TMB or BBL account whose name is not in English letters is asked for the
 * English name. The member may put it off; it is asked again on the next visit to home. The bank's
 * code is an extension of the wallet's bank account; without it the profile's bankCode (spec §3
 * Profile, GET /api/account/profile) says which bank it is, and nothing is asked until it has.
 */
export function BankNameGate({ bankAccount }: { bankAccount: WalletResponse['bankAccount'] }) {
  const [postponed, setPostponed] = useState(false);
  const profile = useGetProfileQuery(undefined, { skip: bankAccount.bankCode !== undefined });
  const bankCode = bankAccount.bankCode ?? profile.data?.bankCode;
  if (postponed || bankCode === undefined || !needsEnglishAccountName(bankCode, bankAccount.bankAccountName)) return null;
  return (
    <Suspense fallback={null}>
      <BankNameModal bankCode={bankCode} onClose={() => setPostponed(true)} />
    </Suspense>
  );
}
