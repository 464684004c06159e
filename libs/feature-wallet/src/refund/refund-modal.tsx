import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, useAddRefundToWalletMutation, useCheckRefundQuery, useListRefundsQuery, useMemberCurrency, useReceiveRefundMutation, type RefundRow } from '@wallet/api';
import { MoneyErrorText, useMoneyText } from '@wallet/api-texts';
import { formatDateTime, formatMoney, LIMITS } from '@wallet/domain';
import { ConfirmDialog, Modal, type TableColumn, useSingleSuccess, useToast, moneyHeader } from '@wallet/ui';
import { PagedTable } from '../tables/paged-table';
import { RefundSummary } from './refund-summary';

/** Receive's answer when there is nothing (more) to receive: a refund received before may still wait to be added. */
const NOTHING_TO_RECEIVE = 'NO_REFUND';

/** Refunds on losses: what can be received now, receiving it into the wallet, and the refunds so far (spec sections 2, 4, 7 and 9). */
export function RefundModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['wallet', 'errors']);
  const toast = useToast();
  const currency = useMemberCurrency();
  const moneyText = useMoneyText();
  const [page, setPage] = useState(1);
  const check = useCheckRefundQuery(undefined, { refetchOnMountOrArgChange: true });
  const refunds = useListRefundsQuery({ page, limit: LIMITS.TABLE_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const [receiveRefund, receiving] = useReceiveRefundMutation();
  const [addToWallet, adding] = useAddRefundToWalletMutation();
  const [failure, setFailure] = useState<unknown>(null);
  const busy = receiving.isLoading || adding.isLoading;

  // Spec section 7, two steps: receive the refund, then add it to the wallet; the first failure
  // stops and is shown. Receive answering NO_REFUND is no stop: a refund received earlier whose
  // add failed is then added now (addWallet says NO_REFUND itself when there is none). Money
  // action: one tap, one of each call; until the check is read again it still offers the refund
  // just added, so the button waits for that reading.
  const receive = useSingleSuccess(async () => {
    setFailure(null);
    const received = await receiveRefund();
    if (received.error && !(isApiError(received.error) && received.error.code === NOTHING_TO_RECEIVE)) {
      setFailure(received.error);
      return false;
    }
    const added = await addToWallet();
    if (added.error) {
      setFailure(added.error);
      return false;
    }
    toast({ message: t('wallet:refund.addWalletSuccess'), tone: 'success' });
    return true;
  }, check.fulfilledTimeStamp);

  const columns: TableColumn<RefundRow>[] = [
    { key: 'amount', header: moneyHeader(t('wallet:refund.column.amount'), currency), align: 'right', nowrap: true, render: (row) => formatMoney(row.refundAmount, currency) },
    { key: 'date', header: t('wallet:refund.column.date'), render: (row) => formatDateTime(row.createdAt) },
  ];

  return (
    <Modal open title={t('wallet:refund.title')} onClose={onClose} dismissible={!busy}>
      <RefundSummary check={check} busy={busy || check.isFetching} onReceive={receive} />
      <PagedTable
        caption={t('wallet:refund.history')}
        columns={columns}
        rows={refunds.data?.refunds ?? []}
        rowKey={(row, index) => `${row.createdAt}-${index}`}
        emptyText={t('wallet:refund.empty')}
        total={refunds.data?.total}
        leftOut={refunds.data?.leftOut}
        pageSize={LIMITS.TABLE_PAGE_SIZE}
        page={page}
        onPage={setPage}
        query={refunds}
      />
      {/* REFUND_MINIMUM names its minimum in the member's currency. */}
      <ConfirmDialog open={failure !== null} title={t('errors:label.refund')} onConfirm={() => setFailure(null)}>
        <MoneyErrorText error={failure} values={{ min: moneyText(0) }} />
      </ConfirmDialog>
    </Modal>
  );
}
