import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorText, useCreateQrMutation, useDeleteQrMutation, useGetQrQuery } from '@wallet/api';
import { Alert, ConfirmDialog, useSingleFlight, useToast } from '@wallet/ui';
import { LookupProblem } from '../errors/lookup-problem';
import { DepositNotes } from './deposit-notes';
import { Muted, Stack } from './deposit.styles';
import { QrForm } from './qr-form';
import { QrLive } from './qr-live';
import { usePageVisible } from './use-page-visible';
import { useQrCountdown } from './use-qr-countdown';

/** How often a shown QR asks whether it has been paid (only while shown and the tab is visible). */
export const QR_POLL_MS = 3000;

/** One QR provider: make a code, watch it count down, cancel it, or see it paid or expired (spec section 4). */
export function QrPanel({ provider, onPaid }: { provider: string; onPaid: () => void }) {
  const { t } = useTranslation(['wallet', 'errors', 'common']);
  const toast = useToast();
  const visible = usePageVisible();
  const [pollWanted, setPollWanted] = useState(false);
  const qr = useGetQrQuery(provider, { pollingInterval: pollWanted && visible ? QR_POLL_MS : 0 });
  const secondsLeft = useQrCountdown(qr.data, qr.fulfilledTimeStamp);
  const [createQr, creation] = useCreateQrMutation();
  const [deleteQr, deletion] = useDeleteQrMutation();
  const [confirming, setConfirming] = useState(false);
  const [shownId, setShownId] = useState<string | null>(null);

  const live = Boolean(qr.data?.hasQrcode) && secondsLeft !== null && secondsLeft > 0;
  const { refetch } = qr;
  useEffect(() => setPollWanted(live), [live]);
  useEffect(() => {
    if (live && qr.data) setShownId(qr.data.qrcodeId);
  }, [live, qr.data]);
  // A code this panel showed has been paid: the balance moves and the modal closes.
  useEffect(() => {
    if (shownId && qr.data?.qrcodeId === shownId && qr.data.status === 'PAID') onPaid();
  }, [shownId, qr.data, onPaid]);
  // Back on the tab: ask at once rather than at the next poll.
  const wasVisible = useRef(visible);
  useEffect(() => {
    if (visible && !wasVisible.current && pollWanted) void refetch();
    wasVisible.current = visible;
  }, [visible, pollWanted, refetch]);

  const create = useSingleFlight(async (amount: number) => {
    await createQr({ provider, amount });
  });
  const cancel = useSingleFlight(async () => {
    if (!qr.data) return;
    const result = await deleteQr(qr.data.qrcodeId);
    setConfirming(false);
    if (!result.error) toast({ message: t('wallet:deposit.qr.cancelled'), tone: 'info' });
  });

  if (!qr.data) {
    return qr.isError ? <LookupProblem error={qr.error} onRetry={refetch} retrying={qr.isFetching} /> : <Muted>{t('common:loading')}</Muted>;
  }
  const expired = (qr.data.hasQrcode && secondsLeft === 0) || qr.data.status === 'EXPIRED';
  const refused = creation.data && !creation.data.hasQrcode ? creation.data.message : '';
  const failure = creation.error ?? deletion.error;
  // A code was made: keep the button busy until the reload shows it.
  const awaitingCreated = Boolean(creation.data?.hasQrcode) && creation.data?.qrcodeId !== qr.data.qrcodeId && qr.isFetching;
  return (
    <Stack>
      {live ? (
        <QrLive qr={qr.data} secondsLeft={secondsLeft ?? 0} onCancel={() => setConfirming(true)} cancelling={deletion.isLoading} />
      ) : (
        <>
          {expired && <Alert tone="warning">{t('wallet:deposit.qr.expired')}</Alert>}
          {refused && <Alert tone="danger">{refused}</Alert>}
          <QrForm provider={provider} busy={creation.isLoading || awaitingCreated} onCreate={create} />
        </>
      )}
      <DepositNotes notes={['qrOnce', 'creditedInMinute']} />
      <ConfirmDialog open={confirming} title={t('wallet:deposit.qr.cancel')} onConfirm={cancel} onCancel={() => setConfirming(false)} busy={deletion.isLoading} tone="danger">
        {t('wallet:deposit.qr.cancelConfirm')}
      </ConfirmDialog>
      <ConfirmDialog
        open={Boolean(failure)}
        title={t('errors:label.deposit')}
        onConfirm={() => {
          creation.reset();
          deletion.reset();
        }}
      >
        <ApiErrorText error={failure} />
      </ConfirmDialog>
    </Stack>
  );
}
