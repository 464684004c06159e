import { Suspense, useEffect, useState } from 'react';
import { useLookupAgreementsQuery } from '@wallet/api';
import { STORAGE_KEYS, acceptAgreementForVisit, browserStorage, memberAgreementAcknowledged } from '@wallet/config';
import { LIMITS } from '@wallet/domain';
import { onDemand, useAfterFirstScreen } from '@wallet/ui';

// The dialog downloads only for a member who has to answer it.
const loadModal = () => import('./agreement-modal');
// Not asked for by the member: one that cannot be loaded stays away until the next visit.
const AgreementModal = onDemand(() => loadModal().then((m) => m.AgreementModal), 'hidden');

/**
 * The member's site agreement: opens about 1.5 s after arriving on home unless the remembered
 * acknowledgement exists (spec sections 2 and 9); a public visit clears that flag. `onSettled`
 * tells home when nothing is pending any more, so other modals do not open on top of it.
 */
export function AgreementGate({ onSettled }: { onSettled: () => void }) {
  const [due, setDue] = useState(false);
  const needed = !memberAgreementAcknowledged();
  // The texts and the dialog's code come after home's first screen, well within the delay: asked
  // for at once they were downloaded and read before the member's balances were drawn.
  const extrasMayCome = useAfterFirstScreen();
  const agreements = useLookupAgreementsQuery(undefined, { skip: !needed || !extrasMayCome });

  useEffect(() => {
    if (!needed) {
      onSettled();
      return undefined;
    }
    const timer = setTimeout(() => setDue(true), LIMITS.AGREEMENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [needed, onSettled]);

  useEffect(() => {
    if (needed && extrasMayCome) void loadModal();
  }, [needed, extrasMayCome]);

  useEffect(() => {
    // Spec section 7: a failed agreements lookup is only logged; home goes on without it.
    if (agreements.error) console.error('The site agreement could not be loaded', agreements.error);
    if (agreements.error || agreements.data?.length === 0) onSettled();
  }, [agreements.error, agreements.data, onSettled]);

  const accept = () => {
    browserStorage.write(STORAGE_KEYS.agreement, new Date().toISOString());
    acceptAgreementForVisit();
    setDue(false);
    onSettled();
  };

  if (!needed || !due || !agreements.data?.length) return null;
  return (
    <Suspense fallback={null}>
      <AgreementModal agreements={agreements.data} onAccept={accept} />
    </Suspense>
  );
}
