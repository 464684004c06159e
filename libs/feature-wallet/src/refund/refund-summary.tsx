import { useTranslation } from 'react-i18next';
import { type RefundCheckResponse } from '@wallet/api';
import { useMoneyText } from '@wallet/api-texts';
import { Alert, Button } from '@wallet/ui';
import { LookupProblem } from '../errors/lookup-problem';
import { Counts, EmptyNote, Summary } from './refund.styles';

interface CheckQuery {
  data?: RefundCheckResponse;
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * The refund check (spec sections 2 and 4): the amount waiting, the counts, the server's note,
 * and the receive button, disabled while a bonus is held (hasBonus) or when nothing is waiting;
 * nothing waiting is said as a plain empty state, not in a box that reads as a field.
 */
export function RefundSummary({ check, busy, onReceive }: { check: CheckQuery; busy: boolean; onReceive: () => void }) {
  const { t } = useTranslation('wallet');
  const moneyText = useMoneyText();
  if (check.isError) return <LookupProblem error={check.error} onRetry={() => void check.refetch()} retrying={check.isFetching} />;
  const data = check.data;
  if (!data) return null;
  const hasBonus = data.bonus;
  const available = data.result && data.refundAmount > 0;
  return (
    <Summary>
      <strong>{t('refund.available', { amount: moneyText(data.refundAmount) })}</strong>
      <Counts>
        <span>{t('refund.successCount', { count: data.refundSuccess })}</span>
        <span>{t('refund.failCount', { count: data.refundFail })}</span>
      </Counts>
      {data.info && !hasBonus && <p>{data.info}</p>}
      {hasBonus && (
        <Alert tone="warning">
          <p>{t('refund.hasBonus')}</p>
          <p>{t('refund.hasBonusHint')}</p>
        </Alert>
      )}
      {!hasBonus && !available && <EmptyNote role="status">{t('refund.notFound')}</EmptyNote>}
      <Button block money busy={busy} disabled={hasBonus || !available} onClick={onReceive}>
        {t('refund.receive')}
      </Button>
    </Summary>
  );
}
