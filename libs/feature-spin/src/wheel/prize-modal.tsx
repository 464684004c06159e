import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isApiError, useClaimCouponMutation, useListCouponsQuery, type Coupon, type SpinSlice } from '@wallet/api';
import { prizeNextStep, type PrizeKind } from '@wallet/domain';
import { Alert, Button, InfoDialog, SafeHtml, useSingleFlight } from '@wallet/ui';
import styled from 'styled-components';
import { useBonusActive } from '../coupons/use-bonus-active';
import { useUnclaimablePrizes } from '../coupons/unclaimable-prizes';
import { SpinErrorText } from '../spin-error-text';
import { readableSliceColours } from './readable-slice-colours';

const Prize = styled.p<{ $bg: string; $fg: string }>`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ $bg }) => $bg};
  color: ${({ $fg }) => $fg};
  font-size: ${({ theme }) => theme.font.title};
  font-weight: 800;
  text-align: center;
  /* Broken between words (a Thai or Lao prize name stays whole), a word only when alone too wide. */
  overflow-wrap: break-word;
`;

const Next = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

/** The unclaimed coupon of the won slice, the latest when the list dates them. */
function wonCoupon(coupons: readonly Coupon[] | undefined, code: string): Coupon | null {
  const candidates = (coupons ?? []).filter((coupon) => coupon.prize.slice.code === code && coupon.claimed !== true);
  return candidates.reduce<Coupon | null>((latest, coupon) => (!latest || (coupon.createdAt ?? '') > (latest.createdAt ?? '') ? coupon : latest), null);
}

/** What happens to a won prize, in the words of its kind: money or a coin waits to be claimed, an item is handed over. */
const NEXT = {
  cash: 'spin:prize.waiting',
  coin: 'spin:prize.waitingCoin',
  item: 'spin:prize.item',
  unknown: 'spin:prize.waitingPrize',
} as const satisfies Record<PrizeKind | 'unknown', string>;

/**
 * The prize just won (spec section 2): the slice's label and its sanitized description, and what
 * happens next (issue 25): a won prize is a coupon that reaches the wallet only once claimed, so
 * the sheet says so in the member's language and offers the claim there and then. The coupon is
 * read again when the sheet opens (the spin's answer names only the slice); a prize known to
 * refuse a claim (INVALID_COUPON_TYPE) says to contact the operator instead. What the sheet says
 * fits the prize's kind (issue 38 item 4): money waits in My coupons, a coin waits to be added to
 * the coins, an item is handed over by staff; and while the member holds an active bonus, which
 * the server refuses every claim for, the sheet says so and offers no claim.
 */
export function PrizeModal({ slice, index, onClose }: { slice: SpinSlice; index: number; onClose: () => void }) {
  const { t } = useTranslation(['spin', 'common']);
  const colours = readableSliceColours(slice, index);
  const coupons = useListCouponsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [claim, { isLoading, error }] = useClaimCouponMutation();
  const [claimed, setClaimed] = useState<string | null>(null);
  const { isUnclaimable, markUnclaimable } = useUnclaimablePrizes();
  const { bonusActive, recheck } = useBonusActive();
  const coupon = coupons.isSuccess && !coupons.isFetching ? wonCoupon(coupons.data.coupons, slice.code) : null;
  const kind = coupon?.kind;
  const step = prizeNextStep({ kind, refusedAsType: isUnclaimable(slice.code), bonusActive });
  const canClaim = claimed === null && step === 'claim' && coupon !== null;

  // A money action: one claim per press, however fast the presses come.
  const claimNow = useSingleFlight(async () => {
    if (!coupon || claimed !== null) return;
    const result = await claim({ coupon: coupon._id ?? coupon });
    if (result.data) setClaimed(result.data.label || slice.label);
    else if (isApiError(result.error) && result.error.code === 'INVALID_COUPON_TYPE') markUnclaimable(slice.code);
    // A bonus taken since the sheet opened: the sheet then says why the prize waits.
    else if (isApiError(result.error) && result.error.code === 'BONUS_REMAINING') recheck();
  });

  return (
    <InfoDialog
      open
      title={t('spin:prize.title')}
      onClose={onClose}
      busy={isLoading}
      action={
        canClaim ? (
          <Button block money busy={isLoading} onClick={() => void claimNow()}>
            {t('spin:prize.claimNow')}
          </Button>
        ) : undefined
      }
    >
      <Prize $bg={colours.background} $fg={colours.text}>
        {t('spin:prize.message', { label: slice.label })}
      </Prize>
      <Next>
        {claimed !== null ? (
          <Alert tone="success">{t('spin:prize.claimed', { label: claimed })}</Alert>
        ) : step === 'contact' ? (
          <Alert tone="warning">
            {t(kind === 'item' ? NEXT.item : 'spin:prize.unclaimable')} <Link to="/user/contact">{t('common:screen.contact')}</Link>
          </Alert>
        ) : step === 'afterBonus' ? (
          <Alert tone="warning">
            {t('spin:prize.afterBonus')} <Link to="/user/bonus">{t('common:screen.bonus')}</Link>
          </Alert>
        ) : (
          <Alert>{t(NEXT[kind ?? 'unknown'])}</Alert>
        )}
        {error && step === 'claim' && (
          <Alert tone="danger">
            <SpinErrorText error={error} />
          </Alert>
        )}
      </Next>
      <SafeHtml html={slice.htmlDescription} />
    </InfoDialog>
  );
}
