import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberCurrency, type QrState } from '@wallet/api';
import { useMoneyText } from '@wallet/api-texts';
import { formatClockTime, qrExpiresAt, qrSaveFileName, qrSaveLines } from '@wallet/domain';
import { Alert, Button } from '@wallet/ui';

/** How long a downloaded picture's object address is kept, so every browser has started the download. */
export const DOWNLOAD_URL_KEEP_MS = 10_000;

type SaveProblem = 'unreadable' | 'failed';

function problemOf(error: unknown): SaveProblem {
  const failure = error as { name?: unknown; reason?: unknown } | null;
  return failure?.name === 'QrPictureError' && failure.reason === 'unreadable' ? 'unreadable' : 'failed';
}

function isNamed(error: unknown, name: string): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === name;
}

/** Downloads the picture through a temporary link to its object address, revoked afterwards. */
function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_KEEP_MS);
}

/** Opens the share sheet when the browser shares files; false when it cannot, or no longer may (the tap's activation ran out). */
async function share(file: File, title: string): Promise<boolean> {
  if (typeof navigator.share !== 'function' || !navigator.canShare?.({ files: [file] })) return false;
  try {
    await navigator.share({ files: [file], title });
    return true;
  } catch (error) {
    // The member closed the sheet: nothing to say.
    if (isNamed(error, 'AbortError')) return true;
    if (isNamed(error, 'NotAllowedError')) return false;
    throw error;
  }
}

export interface SaveQrProps {
  qr: QrState;
  secondsLeft: number;
  /** The figure showing the code: the picture takes the sanitized code from it, and its font. */
  frame: RefObject<HTMLElement | null>;
}

/**
 * Save QR (issue 29): a member paying from the same phone cannot scan their own screen, so the
 * code is saved as a PNG (the code, the amount and the expiry time) for the bank app: through the
 * share sheet where the browser shares files, else as a download. The drawing code loads on tap.
 */
export function SaveQr({ qr, secondsLeft, frame }: SaveQrProps) {
  const { t } = useTranslation('wallet');
  const moneyText = useMoneyText();
  const currency = useMemberCurrency();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const save = async () => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const { drawQrPicture, qrPictureSource, QrPictureError } = await import('./qr-picture');
      const source = qrPictureSource(frame.current, qr.qrcode);
      if (!source) throw new QrPictureError('unreadable');
      const title = t('deposit.qr.saveTitle');
      const time = formatClockTime(qrExpiresAt(Date.now(), secondsLeft));
      const lines = qrSaveLines({ title, amount: moneyText(qr.amount), expires: t('deposit.qr.payBefore', { time }) });
      const fontFamily = frame.current ? getComputedStyle(frame.current).fontFamily : 'sans-serif';
      const blob = await drawQrPicture({ source, lines, fontFamily: fontFamily || 'sans-serif' });
      const name = qrSaveFileName(qr.amount, currency);
      const file = new File([blob], name, { type: 'image/png' });
      if (!(await share(file, title))) download(blob, name);
    } catch (error) {
      if (mounted.current) setProblem(problemOf(error));
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  return (
    <>
      <Button variant="secondary" block busy={busy} onClick={() => void save()}>
        {t('deposit.qr.save')}
      </Button>
      {problem && <Alert tone="danger">{t(problem === 'unreadable' ? 'deposit.qr.saveUnreadable' : 'deposit.qr.saveFailed')}</Alert>}
    </>
  );
}
