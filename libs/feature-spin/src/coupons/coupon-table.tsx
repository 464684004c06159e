import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useListCouponsQuery, type Coupon } from '@wallet/api';
import { ApiErrorText } from '@wallet/api-texts';
import { formatDateTime, LIMITS, prizeNextStep } from '@wallet/domain';
import { Alert, Button, LeftOutNote, pageCount, Pagination, RetryAlert, Table, type TableColumn } from '@wallet/ui';
import { ClaimDialogs } from './claim-dialogs';
import { CouponAmount } from './coupon-amount';
import { useBonusActive } from './use-bonus-active';
import { useUnclaimablePrizes } from './unclaimable-prizes';

const NONE: Coupon[] = [];

/**
 * The member's coupons, three a page (spec sections 2 and 9), each unclaimed one with a claim
 * button. While `frozen` (a spin under way) the list stays as it was, so the new coupon does not
 * give the prize away before the wheel stops. A quiet line says how many coupons could not be
 * read (issue 24). A prize the server refused as a coupon type that cannot be claimed says to
 * contact the operator instead of offering a claim that always fails (issue 25), as does an item
 * from the start; an amount reads as its prize's kind makes it (money, coins, or a dash for an
 * item), and while the member holds an active bonus the coupons say they wait for its end instead
 * of offering a claim the server would refuse (issue 38 item 4).
 */
export function CouponTable({ frozen = false }: { frozen?: boolean }) {
  const { t } = useTranslation('spin');
  const coupons = useListCouponsQuery();
  const { bonusActive } = useBonusActive();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Coupon | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const { isUnclaimable } = useUnclaimablePrizes();
  const fresh = coupons.data?.coupons ?? NONE;
  const [held, setHeld] = useState(fresh);
  if (!frozen && held !== fresh) setHeld(fresh);
  const rows = frozen ? held : fresh;
  const pages = pageCount(rows.length, LIMITS.COUPON_PAGE_SIZE);
  const current = Math.min(page, Math.max(1, pages));
  const visible = rows.slice((current - 1) * LIMITS.COUPON_PAGE_SIZE, current * LIMITS.COUPON_PAGE_SIZE);
  const nextStep = (coupon: Coupon) => prizeNextStep({ kind: coupon.kind, refusedAsType: isUnclaimable(coupon.prize.slice.code), bonusActive });
  const waitingForBonus = rows.some((coupon) => !coupon.claimed && nextStep(coupon) === 'afterBonus');

  const columns: TableColumn<Coupon>[] = [
    { key: 'prize', header: t('coupon.prize'), nowrap: true, render: (coupon) => coupon.prize.slice.label },
    { key: 'amount', header: t('coupon.amount'), align: 'right', nowrap: true, render: (coupon) => <CouponAmount coupon={coupon} /> },
    { key: 'date', header: t('coupon.date'), render: (coupon) => formatDateTime(coupon.createdAt) },
    {
      key: 'status',
      header: t('coupon.status'),
      align: 'center',
      render: (coupon) =>
        coupon.claimed ? (
          t('coupon.claimed')
        ) : nextStep(coupon) === 'contact' ? (
          <Link to="/user/contact">{t('coupon.unclaimable')}</Link>
        ) : nextStep(coupon) === 'afterBonus' ? (
          t('coupon.afterBonus')
        ) : (
          <Button variant="secondary" money onClick={() => setChosen(coupon)} aria-label={`${t('coupon.claim')} ${coupon.prize.slice.label}`}>
            {t('coupon.claim')}
          </Button>
        ),
    },
  ];

  return (
    <section aria-labelledby="coupon-title">
      <h2 id="coupon-title" ref={title} tabIndex={-1}>
        {t('coupon.title')}
      </h2>
      {waitingForBonus && <Alert>{t('coupon.afterBonusNote')}</Alert>}
      {coupons.isError ? (
        <RetryAlert onRetry={() => void coupons.refetch()} retrying={coupons.isFetching}>
          <ApiErrorText error={coupons.error} />
        </RetryAlert>
      ) : (
        <Table columns={columns} rows={visible} rowKey={(coupon, index) => coupon._id ?? String(index)} emptyText={coupons.data ? t('coupon.empty') : undefined} />
      )}
      <LeftOutNote count={coupons.data?.leftOut} />
      {pages > 1 && <Pagination page={current} totalPages={pages} onChange={setPage} />}
      <ClaimDialogs coupon={chosen} onDone={() => setChosen(null)} fallbackFocus={title} />
    </section>
  );
}
