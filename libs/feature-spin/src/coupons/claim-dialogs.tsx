import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, useClaimCouponMutation, type Coupon } from '@wallet/api';
import { LIMITS } from '@wallet/domain';
import { ConfirmDialog } from '@wallet/ui';
import { SpinErrorText } from '../spin-error-text';
import { useUnclaimablePrizes } from './unclaimable-prizes';
import { useDebouncedAction } from './use-debounced-action';

/**
 * Claiming a chosen coupon (spec sections 4 and 9): confirm (debounced 500 ms), claim, then an
 * alert naming the slice label, or the failure in the spin error group. Claiming reloads the
 * coupons, the wheel's coins and the wallet through the api's tags. The claimed coupon's button
 * is gone by the time the alert closes: focus then goes to `fallbackFocus` (the coupons' title).
 * A refusal with INVALID_COUPON_TYPE marks the prize as one to ask the operator for (issue 25),
 * so its rows stop offering a claim that always fails.
 */
export function ClaimDialogs({ coupon, onDone, fallbackFocus }: { coupon: Coupon | null; onDone: () => void; fallbackFocus: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation('spin');
  const [claim, { isLoading, error, reset }] = useClaimCouponMutation();
  const [claimed, setClaimed] = useState<string | null>(null);
  const { markUnclaimable } = useUnclaimablePrizes();
  const confirm = useDebouncedAction(() => {
    if (!coupon) return;
    void claim({ coupon: coupon._id ?? coupon }).then((result) => {
      onDone();
      if (result.data) setClaimed(result.data.label || coupon.prize.slice.label);
      else if (isApiError(result.error) && result.error.code === 'INVALID_COUPON_TYPE') markUnclaimable(coupon.prize.slice.code);
    });
  }, LIMITS.CLAIM_CONFIRM_DEBOUNCE_MS);
  const busy = confirm.pending || isLoading;

  return (
    <>
      <ConfirmDialog
        open={coupon !== null}
        title={t('claim.title')}
        confirmLabel={t('coupon.claim')}
        busy={busy}
        money
        onConfirm={confirm.trigger}
        onCancel={onDone}
      >
        {coupon && t('claim.confirm', { label: coupon.prize.slice.label })}
      </ConfirmDialog>
      <ConfirmDialog open={claimed !== null} title={t('claim.claimedTitle')} onConfirm={() => setClaimed(null)} fallbackFocus={fallbackFocus}>
        {claimed && t('claim.claimed', { label: claimed })}
      </ConfirmDialog>
      <ConfirmDialog open={Boolean(error)} title={t('error.claimTitle')} tone="danger" onConfirm={reset} fallbackFocus={fallbackFocus}>
        <SpinErrorText error={error} />
      </ConfirmDialog>
    </>
  );
}
