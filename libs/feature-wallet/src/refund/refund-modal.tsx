import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyErrorText, useAddRefundToWalletMutation, useCheckRefundQuery, useListRefundsQuery, useMemberCurrency, useMoneyText, type RefundRow } from '@wallet/api';
import { formatDateTime, formatMoney, LIMITS } from '@wallet/domain';
import { ConfirmDialog, CURRENCY_SIGN, Modal, type TableColumn, useSingleSuccess, useToast } from '@wallet/ui';
import { PagedTable } from '../tables/paged-table';
import { RefundSummary } from './refund-summary';

/** Refunds on losses: what can be received now, receiving it into the wallet, and the refunds so far (spec sections 2, 4 and 9). */
export function RefundModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['wallet', 'errors']);
  const toast = useToast();
  const currency = useMemberCurrency();
  const moneyText = useMoneyText();
  const [page, setPage] = useState(1);
  const check = useCheckRefundQuery(undefined, { refetchOnMountOrArgChange: true });
  const refunds = useListRefundsQuery({ page, limit: LIMITS.TABLE_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const [addToWallet, { isLoading, error, reset }] = useAddRefundToWalletMutation();

  // Money action: one tap, one call; the wallet and these lists refresh through their tags. Until
  // the check is read again it still offers the refund just added, so receive waits for it.
  const receive = useSingleSuccess(async () => {
    const result = await addToWallet();
    if (result.error) return false;
    toast({ message: t('wallet:refund.addWalletSuccess'), tone: 'success' });
    return true;
  }, check.fulfilledTimeStamp);

  const columns: TableColumn<RefundRow>[] = [
    { key: 'amount', header: `${t('wallet:refund.column.amount')} (${CURRENCY_SIGN[currency]})`, align: 'right', nowrap: true, render: (row) => formatMoney(row.refundAmount) },
    { key: 'date', header: t('wallet:refund.column.date'), render: (row) => formatDateTime(row.createdAt) },
  ];

  return (
    <Modal open title={t('wallet:refund.title')} onClose={onClose} dismissible={!isLoading}>
      <RefundSummary check={check} busy={isLoading || check.isFetching} onReceive={receive} />
      <PagedTable
        caption={t('wallet:refund.history')}
        columns={columns}
        rows={refunds.data?.refunds ?? []}
        rowKey={(row, index) => `${row.createdAt}-${index}`}
        emptyText={t('wallet:refund.empty')}
        total={refunds.data?.total ?? 0}
        pageSize={LIMITS.TABLE_PAGE_SIZE}
        page={page}
        onPage={setPage}
        query={refunds}
      />
      {/* REFUND_MINIMUM names its minimum in the member's currency. */}
      <ConfirmDialog open={Boolean(error)} title={t('errors:label.refund')} onConfirm={reset}>
        <MoneyErrorText error={error} values={{ min: moneyText(0) }} />
      </ConfirmDialog>
    </Modal>
  );
}
