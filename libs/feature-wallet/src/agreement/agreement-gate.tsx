import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookupAgreementsQuery } from '@wallet/api';
import { STORAGE_KEYS, acceptAgreementForVisit, agreementAcceptedThisVisit, browserStorage } from '@wallet/config';
import { LIMITS } from '@wallet/domain';
import { Button, Modal, SafeHtml } from '@wallet/ui';

// Remembered, or accepted earlier in this visit (on the public notice before logging in).
const acknowledged = () => browserStorage.read(STORAGE_KEYS.agreement) !== null || agreementAcceptedThisVisit();

/**
 * The member's site agreement: opens about 1.5 s after arriving on home unless the remembered
 * acknowledgement exists (spec sections 2 and 9); a public visit clears that flag. `onSettled`
 * tells home when nothing is pending any more, so other modals do not open on top of it.
 */
export function AgreementGate({ onSettled }: { onSettled: () => void }) {
  const { t } = useTranslation('common');
  const [due, setDue] = useState(false);
  const needed = !acknowledged();
  const agreements = useLookupAgreementsQuery(undefined, { skip: !needed });

  useEffect(() => {
    if (!needed) {
      onSettled();
      return undefined;
    }
    const timer = setTimeout(() => setDue(true), LIMITS.AGREEMENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [needed, onSettled]);

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

  const open = needed && due && Boolean(agreements.data?.length);
  return (
    <Modal open={open} title={t('agreement.title')} dismissible={false} onClose={accept} footer={<Button onClick={accept}>{t('agreement.acknowledge')}</Button>}>
      {agreements.data?.map((html, index) => <SafeHtml key={index} html={html} />)}
    </Modal>
  );
}
