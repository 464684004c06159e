import { useTranslation } from 'react-i18next';
import { formatCountdown } from '@wallet/domain';
import { Button, Modal } from '@wallet/ui';

export interface InactivityDialogProps {
  msLeft: number;
  onStay: () => void;
  onLogout: () => void;
}

/** The warning a minute before an idle session ends (issue 19): stay logged in, or log out now. */
export function InactivityDialog({ msLeft, onStay, onLogout }: InactivityDialogProps) {
  const { t } = useTranslation(['wallet', 'common']);
  return (
    <Modal
      open
      role="alertdialog"
      title={t('wallet:session.title')}
      onClose={onStay}
      dismissible={false}
      footer={
        <>
          <Button variant="secondary" onClick={onLogout}>
            {t('common:action.logout')}
          </Button>
          <Button onClick={onStay}>{t('wallet:session.stay')}</Button>
        </>
      }
    >
      <p>{t('wallet:session.warning', { time: formatCountdown(Math.ceil(msLeft / 1000)) })}</p>
    </Modal>
  );
}
