import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type QrState } from '@wallet/api';
import { useMoneyText } from '@wallet/api-texts';
import { formatCountdown, qrCodeForm } from '@wallet/domain';
import { Button, SafeHtml } from '@wallet/ui';
import { Countdown, Muted, QrFrame, Stack } from './deposit.styles';
import { SaveQr } from './qr-save';

export interface QrLiveProps {
  qr: QrState;
  secondsLeft: number;
  onCancel: () => void;
  cancelling: boolean;
}

/**
 * A QR waiting to be paid: the code (server markup sanitized, or an image), the amount, a mm:ss
 * countdown, Save QR (a picture for the bank app on the same phone) and cancel.
 */
export function QrLive({ qr, secondsLeft, onCancel, cancelling }: QrLiveProps) {
  const { t } = useTranslation('wallet');
  const moneyText = useMoneyText();
  const form = qrCodeForm(qr.qrcode);
  const frame = useRef<HTMLElement>(null);
  return (
    <Stack>
      <QrFrame ref={frame} aria-label={t('deposit.qr.image')}>
        {form === 'markup' && <SafeHtml html={qr.qrcode} />}
        {form === 'image' && <img src={qr.qrcode} alt={t('deposit.qr.image')} />}
        <figcaption>
          <strong>{t('deposit.qr.amountToPay', { amount: moneyText(qr.amount) })}</strong>
        </figcaption>
        <Countdown role="timer">{t('deposit.qr.countdown', { time: formatCountdown(secondsLeft) })}</Countdown>
      </QrFrame>
      <SaveQr qr={qr} secondsLeft={secondsLeft} frame={frame} />
      <Muted>{t('deposit.qr.scan')}</Muted>
      <Button variant="secondary" block money busy={cancelling} onClick={onCancel}>
        {t('deposit.qr.cancel')}
      </Button>
    </Stack>
  );
}
