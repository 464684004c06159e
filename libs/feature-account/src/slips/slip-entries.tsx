import { useTranslation } from 'react-i18next';
import { useMemberCurrency, type Slip } from '@wallet/api';
import { formatDateTime, formatMoney, slipReasonKey, statementStatus, type TransactionStatus } from '@wallet/domain';
import { currencySign } from '@wallet/ui';
import { StatusBadge } from '../statement/statement.styles';
import { SlipImageLink } from './slip-image-link';
import { SlipCard, SlipCards, SlipMeta } from './slips.styles';

const STATUS_KEYS = {
  progress: 'wallet:slip.status.processing',
  success: 'wallet:slip.status.success',
  failed: 'wallet:slip.status.failed',
} as const satisfies Record<TransactionStatus, string>;

/** Each slip: amount, date, status, the rejection reason of a failed slip in parentheses, and its image. */
export function SlipEntries({ slips }: { slips: readonly Slip[] }) {
  const { t } = useTranslation(['wallet']);
  const currency = useMemberCurrency();
  if (slips.length === 0) return <p>{t('wallet:slip.empty')}</p>;
  return (
    <SlipCards aria-label={t('wallet:slip.title')}>
      {slips.map((slip, index) => {
        const status = statementStatus(slip.status);
        // Spec section 8: only a failed slip shows its reason, and only a known one.
        const reason = status === 'failed' ? slipReasonKey(slip.note) : null;
        return (
          <SlipCard key={slip._id ?? index}>
            <div>
              <strong>
                {formatMoney(slip.amount, currency)}
                {currency && <small>{currencySign(currency)}</small>}
              </strong>
              <span>
                <StatusBadge $status={status}>{t(STATUS_KEYS[status])}</StatusBadge>
                {reason && <SlipMeta> ({t(reason)})</SlipMeta>}
              </span>
            </div>
            <div>
              <SlipMeta>{formatDateTime(slip.createdAt)}</SlipMeta>
              {slip.reference && <SlipImageLink reference={slip.reference} />}
            </div>
          </SlipCard>
        );
      })}
    </SlipCards>
  );
}
