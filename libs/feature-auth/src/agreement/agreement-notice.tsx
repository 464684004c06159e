import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookupAgreementsQuery } from '@wallet/api';
import { STORAGE_KEYS, acceptAgreementForVisit, browserStorage, publicAgreementAcknowledged } from '@wallet/config';
import { Button, loadSanitizer, Modal, SafeHtml, sanitizerLoaded } from '@wallet/ui';

/** Resolves once the page's fonts have loaded (at once where the browser cannot tell). */
const fontsReady = (): Promise<unknown> => (typeof document !== 'undefined' && document.fonts ? document.fonts.ready : Promise.resolve());
/** Whether no font is loading now: the sheet's first paint then has its final text. */
const fontsSettled = (): boolean => typeof document === 'undefined' || !document.fonts || document.fonts.status === 'loaded';

export interface AgreementNoticeProps {
  /** Told once nothing is asked any more: accepted, closed, or no agreement to show (none, or unreadable). */
  onSettled: () => void;
}

/**
 * The public first-visit notice (spec section 1), unless it was accepted before. It has its own
 * flag: the remembered-agreement flag belongs to the member home's agreement modal and is cleared
 * by every public visit (spec section 4). It opens as soon as it can be drawn, not after home's
 * 1.5 s: the screen under it waits for it (public-layout.tsx), so it never opens on a member
 * already typing and takes no keystroke from a field (issue 38 item 1).
 */
export function AgreementNotice({ onSettled }: AgreementNoticeProps) {
  const { t } = useTranslation('common');
  const skip = publicAgreementAcknowledged();
  const { data: agreements, error } = useLookupAgreementsQuery(undefined, { skip });
  // On an arrival the text and the sanitizer are in before the first render (shell
  // feature-screens): the sheet is then drawn in the same paint as the screen under it, and is
  // simply there rather than opening.
  const [atFirstDraw] = useState(() => ({ ready: sanitizerLoaded() && fontsSettled(), withText: Boolean(agreements?.length) }));
  const [ready, setReady] = useState(atFirstDraw.ready);
  const [answered, setAnswered] = useState(false);

  useEffect(() => {
    if (skip || ready) return undefined;
    let live = true;
    // Drawn whole at once: with the sanitizer and the page's fonts in, the agreement's text is in
    // the sheet's first paint. Text arriving later would grow the sheet and move it up (a layout
    // shift of 0.059 on a slow phone).
    void Promise.all([loadSanitizer().catch(() => undefined), fontsReady()]).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [skip, ready]);

  // Spec section 7: a failed agreements lookup is ignored; the visit goes on without the notice.
  const nothingToAsk = skip || Boolean(error) || agreements?.length === 0;
  useEffect(() => {
    if (nothingToAsk) onSettled();
  }, [nothingToAsk, onSettled]);

  if (answered || !ready || !agreements?.length) return null;

  const settle = () => {
    setAnswered(true);
    onSettled();
  };
  const accept = () => {
    browserStorage.write(STORAGE_KEYS.publicAgreement, new Date().toISOString());
    acceptAgreementForVisit();
    settle();
  };

  return (
    <Modal open entrance={!(atFirstDraw.ready && atFirstDraw.withText)} title={t('agreement.title')} onClose={settle} footer={<Button long onClick={accept}>{t('agreement.accept')}</Button>}>
      {agreements.map((html, index) => (
        <SafeHtml key={index} html={html} />
      ))}
    </Modal>
  );
}
