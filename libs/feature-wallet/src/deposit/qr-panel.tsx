import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { qrApi, useCreateQrMutation, useDeleteQrMutation, useGetQrQuery } from '@wallet/api';
import { ApiErrorText, ServerMessageText } from '@wallet/api-texts';
import { qrOutcome, type ShownQr } from '@wallet/domain';
import { Alert, ConfirmDialog, useSingleFlight, useToast } from '@wallet/ui';
import { depositStarted, qrPaidIsNews } from '../deposit-arrival/deposit-started';
import { LookupProblem } from '../errors/lookup-problem';
import { DepositNotes } from './deposit-notes';
import { Muted, Stack } from './deposit.styles';
import { QrForm } from './qr-form';
import { QrLive } from './qr-live';
import { usePageVisible } from './use-page-visible';
import { useQrCountdown } from './use-qr-countdown';

/** How often a shown QR asks whether it has been paid (only while shown and the tab is visible). */
export const QR_POLL_MS = 3000;

/**
 * One QR provider: make a code, watch it count down, cancel it, or see it paid or expired (spec
 * section 4). The spec's QR state says no outcome: a shown code that is gone (hasQrcode false)
 * before its countdown ends, and that the member did not cancel, was paid (domain qrOutcome);
 * the status extension decides when the backend sends it.
 */
export function QrPanel({ provider, onPaid }: { provider: string; onPaid: (news: boolean) => void }) {
  const { t } = useTranslation(['wallet', 'errors', 'common']);
  const toast = useToast();
  const visible = usePageVisible();
  const [pollWanted, setPollWanted] = useState(false);
  const qr = useGetQrQuery(provider, { pollingInterval: pollWanted && visible ? QR_POLL_MS : 0 });
  const { code, secondsLeft } = useQrCountdown(qr.data, qr.fulfilledTimeStamp);
  const [createQr, creation] = useCreateQrMutation();
  const [deleteQr, deletion] = useDeleteQrMutation();
  const [markPaid] = qrApi.endpoints.qrPaid.useMutation();
  const [confirming, setConfirming] = useState(false);
  // The code last on screen, until an answer says how it ended; and whether it ended expired.
  const [shown, setShown] = useState<(ShownQr & { amount: number }) | null>(null);
  const [endedExpired, setEndedExpired] = useState(false);
  // Set before the delete is sent: an answer that lands first must not take the cancel for a payment.
  const cancelledId = useRef<string | null>(null);
  const reportedPaid = useRef<string | null>(null);

  const live = code !== null && secondsLeft !== null && secondsLeft > 0;
  const { refetch } = qr;
  useEffect(() => setPollWanted(live), [live]);
  const liveId = live ? code.id : null;
  const liveDeadline = live ? code.deadline : null;
  const liveAmount = live ? (qr.data?.amount ?? 0) : 0;
  // A code waiting on screen, just made or left from before, may be paid now: the deposit watch starts.
  useEffect(() => {
    if (liveId === null || liveDeadline === null) return;
    setShown({ id: liveId, deadline: liveDeadline, amount: liveAmount });
    setEndedExpired(false);
    depositStarted();
  }, [liveId, liveDeadline, liveAmount]);
  // Each answer about the provider's code may end the shown one. Paid: the balances are read
  // again (qrPaid) and the modal closes, with its toast unless the arrival was said already.
  useEffect(() => {
    if (!shown || !qr.data) return;
    const outcome = qrOutcome({ shown, answer: qr.data, now: Date.now(), cancelledId: cancelledId.current });
    if (outcome === null) return;
    setShown(null);
    setEndedExpired(outcome === 'expired');
    if (outcome === 'paid' && reportedPaid.current !== shown.id) {
      reportedPaid.current = shown.id;
      void markPaid(shown.id);
      onPaid(qrPaidIsNews(shown.amount));
    }
  }, [shown, qr.data, markPaid, onPaid]);
  // Back on the tab: ask at once rather than at the next poll.
  const wasVisible = useRef(visible);
  useEffect(() => {
    if (visible && !wasVisible.current && pollWanted) void refetch();
    wasVisible.current = visible;
  }, [visible, pollWanted, refetch]);

  const create = useSingleFlight(async (amount: number) => {
    setEndedExpired(false);
    await createQr({ provider, amount });
  });
  const cancel = useSingleFlight(async () => {
    if (!qr.data) return;
    const id = qr.data.qrcodeId;
    cancelledId.current = id;
    const result = await deleteQr(id);
    setConfirming(false);
    if (result.error) {
      if (cancelledId.current === id) cancelledId.current = null;
      return;
    }
    toast({ message: t('wallet:deposit.qr.cancelled'), tone: 'info' });
  });

  if (!qr.data) {
    return qr.isError ? <LookupProblem error={qr.error} onRetry={refetch} retrying={qr.isFetching} /> : <Muted>{t('common:loading')}</Muted>;
  }
  const expired = endedExpired || (qr.data.hasQrcode && secondsLeft === 0) || qr.data.status === 'EXPIRED';
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
          {refused && (
            <Alert tone="danger">
              <ServerMessageText message={refused} />
            </Alert>
          )}
          <QrForm provider={provider} busy={creation.isLoading || awaitingCreated} onCreate={create} />
        </>
      )}
      <DepositNotes notes={['qrOnce', 'creditedInMinute']} />
      <ConfirmDialog
        open={confirming}
        title={t('wallet:deposit.qr.cancel')}
        confirmLabel={t('wallet:deposit.qr.cancelCode')}
        cancelLabel={t('wallet:deposit.qr.keepCode')}
        onConfirm={cancel}
        onCancel={() => setConfirming(false)}
        busy={deletion.isLoading}
        tone="danger"
        money
      >
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
