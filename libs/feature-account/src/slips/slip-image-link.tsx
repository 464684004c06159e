import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLazySlipUrlQuery } from '@wallet/api';
import { safeAddress } from '@wallet/domain';
import { Alert, Button, Modal, useToast } from '@wallet/ui';

const SlipImage = styled.img`
  display: block;
  max-width: 100%;
  max-height: 70dvh;
  margin: 0 auto;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius.medium};
`;

/**
 * Shows a slip's image in a sheet inside the app: its address comes from the slip reference call
 * (spec section 7), so it loads as the server names it, never with the member's token in the URL.
 * Only an http(s) address or a path of this site is shown (safeAddress); an image that does not
 * load says so in the sheet. Closing it (Escape too) returns the focus to the button.
 */
export function SlipImageLink({ reference }: { reference: string }) {
  const { t } = useTranslation(['wallet', 'errors']);
  const toast = useToast();
  const [lookUp, { isFetching }] = useLazySlipUrlQuery();
  const [shown, setShown] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);

  const open = async () => {
    const result = await lookUp(reference);
    const url = result.data?.url;
    const address = safeAddress(url);
    if (!address) {
      toast({ message: url ? t('errors:unsafeAddress') : t('wallet:slip.imageNotFound'), tone: 'danger' });
      return;
    }
    setBroken(false);
    setShown(address);
  };

  return (
    <>
      {/* Busy but never disabled while the address is looked up: a disabled button drops the
          focus, and the sheet could then not give it back. A press meanwhile does nothing. */}
      <Button variant="ghost" onClick={() => void (isFetching || open())} aria-busy={isFetching || undefined}>
        {t('wallet:slip.viewImage')}
      </Button>
      <Modal open={shown !== null} title={t('wallet:slip.imageTitle')} onClose={() => setShown(null)}>
        {broken ? (
          <Alert tone="danger">{t('wallet:slip.imageNotFound')}</Alert>
        ) : (
          shown && <SlipImage src={shown} alt={t('wallet:slip.imageAlt')} onError={() => setBroken(true)} />
        )}
      </Modal>
    </>
  );
}
