import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetWalletQuery, useListInvitesQuery, useMemberCurrency, type InviteRow } from '@wallet/api';
import { formatDateTime, formatMoney, inviteLink, LIMITS } from '@wallet/domain';
import { Modal, type TableColumn, moneyHeader } from '@wallet/ui';
import { MemberMoney } from '../money/member-money';
import { PagedTable } from '../tables/paged-table';
import { InviteLinkBox } from './invite-link-box';
import { Stat, Stats } from './invite.styles';

/** The invite link, the invite totals and the invited friends (spec sections 2, 3 and 9). */
export function InviteModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const currency = useMemberCurrency();
  const wallet = useGetWalletQuery().data;
  const [page, setPage] = useState(1);
  const invites = useListInvitesQuery({ page, limit: LIMITS.TABLE_PAGE_SIZE }, { refetchOnMountOrArgChange: true });

  const columns: TableColumn<InviteRow>[] = [
    { key: 'from', header: t('invite.column.from'), render: (row) => row.from.name },
    { key: 'amount', header: moneyHeader(t('invite.column.amount'), currency), align: 'right', nowrap: true, render: (row) => formatMoney(row.amount, currency) },
    { key: 'date', header: t('invite.column.date'), render: (row) => formatDateTime(row.createdAt) },
  ];

  return (
    <Modal open title={t('invite.title')} onClose={onClose}>
      <p>{t('invite.description')}</p>
      {/* Each part goes alone when its block of the wallet answer did not come (issue 38 item 3). */}
      {wallet?.profile && <InviteLinkBox link={inviteLink(window.location.origin, wallet.profile._id)} />}
      {wallet?.invite && (
        <Stats>
          <Stat>
            <dt>{t('home.inviteBonus')}</dt>
            <dd>
              <MemberMoney amount={wallet.invite.amount} size="large" />
            </dd>
          </Stat>
          <Stat>
            <dt>{t('invite.successLabel')}</dt>
            <dd>{wallet.invite.success}</dd>
          </Stat>
          <Stat>
            <dt>{t('invite.failLabel')}</dt>
            <dd>{wallet.invite.fail}</dd>
          </Stat>
        </Stats>
      )}
      <PagedTable
        caption={t('invite.history')}
        columns={columns}
        rows={invites.data?.invites ?? []}
        rowKey={(row, index) => `${row.createdAt}-${index}`}
        emptyText={t('invite.empty')}
        total={invites.data?.total}
        leftOut={invites.data?.leftOut}
        pageSize={LIMITS.TABLE_PAGE_SIZE}
        page={page}
        onPage={setPage}
        query={invites}
      />
    </Modal>
  );
}
