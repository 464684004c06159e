import { useTranslation } from 'react-i18next';
import { useLazySlipUrlQuery } from '@wallet/api';
import { safeAddress } from '@wallet/domain';
import { Button, useToast } from '@wallet/ui';

/**
 * Opens a slip's image: its address comes from the slip reference call (spec section 7), so the
 * image opens as the server names it, never with the member's token in the URL. The tab is opened
 * at the tap, before the answer, so browsers do not block it as a pop-up.
 */
export function SlipImageLink({ reference }: { reference: string }) {
  const { t } = useTranslation(['wallet', 'errors']);
  const toast = useToast();
  const [lookUp, { isFetching }] = useLazySlipUrlQuery();

  const open = async () => {
    const tab = window.open('', '_blank');
    const result = await lookUp(reference);
    const url = result.data?.url;
    // Only an http(s) address or a path of this site is opened: the tab shares this site's origin.
    const address = safeAddress(url);
    if (!address) {
      tab?.close();
      toast({ message: url ? t('errors:unsafeAddress') : t('wallet:slip.imageNotFound'), tone: 'danger' });
      return;
    }
    const target = new URL(address, window.location.href).href;
    if (tab) {
      tab.opener = null;
      tab.location.href = target;
    } else {
      window.location.assign(target);
    }
  };

  return (
    <Button variant="ghost" onClick={() => void open()} busy={isFetching}>
      {t('wallet:slip.viewImage')}
    </Button>
  );
}
