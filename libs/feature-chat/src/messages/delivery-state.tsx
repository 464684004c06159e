import { useTranslation } from 'react-i18next';
import type { DeliveryStatus } from '@wallet/api';
import { Button } from '@wallet/ui';
import { Delivery } from './messages.styles';

export interface DeliveryStateProps {
  status: DeliveryStatus;
  progress: number;
  onResend?: () => void;
  onRemove?: () => void;
}

/** Spec §4: uploading_file, sending, then succeed or failed; a failed message can be re-sent or removed. */
export function DeliveryState({ status, progress, onResend, onRemove }: DeliveryStateProps) {
  const { t } = useTranslation('chat');
  const label = t(`delivery.${status}`);
  return (
    <Delivery $failed={status === 'failed'}>
      <span>{label}</span>
      {status === 'uploading_file' && <progress max={100} value={progress} aria-label={label} />}
      {status === 'failed' && onResend && (
        <Button type="button" variant="secondary" onClick={onResend}>
          {t('message.resend')}
        </Button>
      )}
      {status === 'failed' && onRemove && (
        <Button type="button" variant="ghost" onClick={onRemove}>
          {t('message.remove')}
        </Button>
      )}
    </Delivery>
  );
}
