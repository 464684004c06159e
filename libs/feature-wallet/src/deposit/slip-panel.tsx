import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookupSlipQuery, useUploadSlipMutation } from '@wallet/api';
import { depositStarted } from '../deposit-arrival/deposit-started';
import { ApiErrorText } from '@wallet/api-texts';
import { slipMaxFileMb, slipUploadClosed } from '@wallet/domain';
import { Alert, Button, ConfirmDialog, useSingleFlight, useToast } from '@wallet/ui';
import { LookupProblem } from '../errors/lookup-problem';
import { DepositNotes } from './deposit-notes';
import { Muted, Stack } from './deposit.styles';
import { PickLabel, Pickers, Preview, Progress } from './slip.styles';
import { useSlipFile } from './use-slip-file';

/**
 * Uploads a transfer slip (multipart, 300 s time-out, with its progress) for the server to check
 * (spec sections 2, 7 and 8). The slip lookup's settings may lack any field: upload is then open,
 * never closed, and takes images up to the spec's 10 MB (domain slipMaxFileMb).
 */
export function SlipPanel() {
  const { t } = useTranslation(['wallet', 'errors', 'common']);
  const toast = useToast();
  const settings = useLookupSlipQuery();
  const maxFileMb = slipMaxFileMb(settings.data ?? {});
  const slip = useSlipFile(maxFileMb);
  const [upload, { isLoading, error, reset }] = useUploadSlipMutation();
  // Percent sent, once the browser can tell; until then the bar runs without a value.
  const [sent, setSent] = useState<number | null>(null);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (chosen) slip.choose(chosen);
  };

  const send = useSingleFlight(async () => {
    if (!slip.file || slip.problem) return;
    setSent(null);
    const result = await upload({ file: slip.file, onProgress: setSent });
    if (result.error) return;
    depositStarted();
    slip.clear();
    toast({ message: t('wallet:deposit.slip.success'), tone: 'success' });
  });

  if (settings.isError) return <LookupProblem error={settings.error} onRetry={settings.refetch} retrying={settings.isFetching} />;
  if (!settings.data) return <Muted>{t('common:loading')}</Muted>;
  if (slipUploadClosed(settings.data, new Date())) {
    const { closedFrom: from, closedTo: to, enabled } = settings.data;
    return <Alert tone="warning">{enabled !== false && from && to ? t('wallet:deposit.slip.closedHours', { from, to }) : t('wallet:deposit.slip.closed')}</Alert>;
  }
  return (
    <Stack>
      <Pickers>
        <PickLabel>
          {t('wallet:deposit.slip.choose')}
          <input type="file" accept="image/png,image/jpeg" onChange={pick} disabled={isLoading} />
        </PickLabel>
        <PickLabel>
          {t('wallet:deposit.slip.takePhoto')}
          <input type="file" accept="image/*" capture="environment" onChange={pick} disabled={isLoading} />
        </PickLabel>
      </Pickers>
      {slip.problem && <Alert tone="danger">{t(slip.problem, { max: maxFileMb })}</Alert>}
      {slip.preview && <Preview src={slip.preview} alt={t('wallet:deposit.slip.preview')} />}
      {isLoading && <Progress aria-label={t('wallet:deposit.slip.uploading')} max={100} value={sent ?? undefined} />}
      <Button block money busy={isLoading} disabled={!slip.file || Boolean(slip.problem)} onClick={send}>
        {isLoading ? t('wallet:deposit.slip.uploading') : t('wallet:deposit.slip.upload')}
      </Button>
      <DepositNotes notes={['slipWithinHour', 'creditedInMinute']} />
      <ConfirmDialog open={Boolean(error)} title={t('errors:label.deposit')} onConfirm={reset}>
        <ApiErrorText error={error} />
      </ConfirmDialog>
    </Stack>
  );
}
