import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { settleSpin, useSpinMutation, type SpinSlice, type WalletStore } from '@wallet/api';
import { breakPieces, canSpin, LIMITS } from '@wallet/domain';
import { ConfirmDialog, useHoldReload, useMoneyActionPause, useSingleFlight } from '@wallet/ui';
import { SpinErrorText } from '../spin-error-text';
import { PrizeModal } from './prize-modal';
import { useWheel } from './use-wheel';
import { prefersReducedMotion, useWheelSize } from './use-wheel-size';
import { CentreButton, CentreLabel, CentreWord, Pointer, Stage, Turntable, VisuallyHidden } from './wheel.styles';

export interface SpinWheelProps {
  slices: readonly SpinSlice[];
  coins: number;
  /** From the press until the prize modal is closed. */
  onSpinningChange?: (spinning: boolean) => void;
}

/**
 * The wheel and its centre button (spec sections 2, 4, 5 and 9): a click spins unless a spin is
 * under way or no coin is left; the wheel turns to the won slice, darkens the others, and the
 * prize modal opens 2 s after it stops. A won code that is not on the wheel is an error, never a
 * wrong slice. The spin is never retried by itself.
 */
export function SpinWheel({ slices, coins, onSpinningChange }: SpinWheelProps) {
  const { t } = useTranslation('spin');
  const size = useWheelSize();
  const [winner, setWinner] = useState<number | null>(null);
  const { canvasRef, ratio, spinTo } = useWheel(slices, size, winner);
  const [spin, { error, reset }] = useSpinMutation();
  const [spinning, setSpinning] = useState(false);
  const [coinsLeft, setCoinsLeft] = useState<number | null>(null);
  const [prize, setPrize] = useState<{ slice: SpinSlice; index: number } | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const prizeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const dispatch = useDispatch<WalletStore['dispatch']>();
  // A spin the server has counted whose changes are not loaded yet (see settleSpin).
  const unsettled = useRef(false);
  const shownCoins = coinsLeft ?? coins;
  // A spin is a prize action: it waits for the network, and says so under the wheel.
  const pause = useMoneyActionPause();
  const pauseId = useId();

  useEffect(
    () => () => {
      clearTimeout(prizeTimer.current);
      if (unsettled.current) void dispatch(settleSpin());
    },
    [dispatch],
  );
  useEffect(() => onSpinningChange?.(spinning), [spinning, onSpinningChange]);
  // A reload for a new release waits until the prize has shown and the spin is settled.
  useHoldReload(spinning);

  // One spin at a time, from the press to the stop: a second press in the same frame sees the
  // first still running before `spinning` has re-rendered (and afterwards, `spinning` holds).
  const start = useSingleFlight(async () => {
    if (!canSpin({ spinning, coins: shownCoins }) || pause !== null) return;
    setSpinning(true);
    setWinner(null);
    setAnnouncement('');
    const result = await spin();
    if (!result.data) {
      setSpinning(false);
      return;
    }
    unsettled.current = true;
    setCoinsLeft(result.data.remainingCoin);
    const index = slices.findIndex((slice) => slice.code === result.data.code);
    if (index < 0) {
      setMissing(result.data.code);
      return;
    }
    await spinTo(index, prefersReducedMotion());
    setWinner(index);
    setAnnouncement(t('wheel.result', { label: slices[index].label }));
    prizeTimer.current = setTimeout(() => setPrize({ slice: slices[index], index }), LIMITS.PRIZE_MODAL_DELAY_MS);
  });

  const finish = async () => {
    setPrize(null);
    setMissing(null);
    unsettled.current = false;
    await dispatch(settleSpin());
    setWinner(null);
    setCoinsLeft(null);
    setSpinning(false);
  };

  return (
    <>
      <Stage $size={size}>
        <Turntable>
          <canvas ref={canvasRef} width={Math.round(size * ratio)} height={Math.round(size * ratio)} role="img" aria-label={t('wheel.label')} />
        </Turntable>
        <Pointer aria-hidden="true" />
        {/* Out of coins, or waiting for the network, it says so but keeps the focus (aria-disabled,
            not disabled): closing the prize modal of the last coin gives the focus back here, and a
            press does nothing. */}
        <CentreButton
          type="button"
          onClick={() => void start()}
          aria-disabled={!canSpin({ spinning: false, coins: shownCoins }) || pause !== null || undefined}
          aria-busy={spinning || undefined}
          aria-describedby={pause === null ? undefined : pauseId}
        >
          {/* From the stop until the prize, the centre names what the highlighted slice won. */}
          {!spinning ? t('spin') : winner !== null ? <WholeWords text={slices[winner].label} /> : t('spinning')}
          <span>{t('coins', { count: shownCoins })}</span>
        </CentreButton>
      </Stage>
      <VisuallyHidden>
        <h2>{t('wheel.slices')}</h2>
        <ul>
          {slices.map((slice) => (
            <li key={slice.code}>{slice.label}</li>
          ))}
        </ul>
      </VisuallyHidden>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {shownCoins <= 0 && !spinning && <p>{t('noCoins')}</p>}
      {pause !== null && <p id={pauseId}>{pause}</p>}
      {prize && <PrizeModal slice={prize.slice} index={prize.index} onClose={() => void finish()} />}
      <ConfirmDialog open={Boolean(error) || missing !== null} title={t('error.spinTitle')} tone="danger" onConfirm={() => (missing ? void finish() : reset())}>
        {missing !== null ? t('error.notOnWheel', { code: missing }) : <SpinErrorText error={error} />}
      </ConfirmDialog>
    </>
  );
}

/** `text` broken only between its words (domain breakPieces), each kept on one line. */
function WholeWords({ text }: { text: string }) {
  return (
    <CentreLabel>
      {breakPieces(text).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <CentreWord>{piece}</CentreWord>
        </Fragment>
      ))}
    </CentreLabel>
  );
}
