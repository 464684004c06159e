import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookupAgreementsQuery } from '@wallet/api';
import { STORAGE_KEYS, acceptAgreementForVisit, browserStorage, publicAgreementAcknowledged } from '@wallet/config';
import { LIMITS } from '@wallet/domain';
import { Button, loadSanitizer, Modal, SafeHtml } from '@wallet/ui';

/** Resolves once the page's fonts have loaded (at once where the browser cannot tell). */
const fontsReady = (): Promise<unknown> => (typeof document !== 'undefined' && document.fonts ? document.fonts.ready : Promise.resolve());

/**
 * The public first-visit notice (spec section 1), opened about 1.5 s after arrival unless it was
 * accepted before. It has its own flag: the remembered-agreement flag belongs to the member
 * home's agreement modal and is cleared by every public visit (spec section 4).
 */
export function AgreementNotice({ delayMs = LIMITS.AGREEMENT_DELAY_MS }: { delayMs?: number }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const skip = publicAgreementAcknowledged();
  const { data: agreements } = useLookupAgreementsQuery(undefined, { skip });

  useEffect(() => {
    if (skip) return undefined;
    let live = true;
    // Drawn whole at once: with the sanitizer and the page's fonts in, the agreement's text is in
    // the sheet's first paint. Text arriving later would grow the sheet and move it up (a layout
    // shift of 0.059 on a slow phone).
    const ready = Promise.all([loadSanitizer().catch(() => undefined), fontsReady()]);
    const timer = setTimeout(() => void ready.then(() => live && setOpen(true)), delayMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [skip, delayMs]);

  if (!open || !agreements?.length) return null;

  const accept = () => {
    browserStorage.write(STORAGE_KEYS.publicAgreement, new Date().toISOString());
    acceptAgreementForVisit();
    setOpen(false);
  };

  return (
    <Modal open title={t('agreement.title')} onClose={() => setOpen(false)} footer={<Button long onClick={accept}>{t('agreement.accept')}</Button>}>
      {agreements.map((html, index) => (
        <SafeHtml key={index} html={html} />
      ))}
    </Modal>
  );
}
