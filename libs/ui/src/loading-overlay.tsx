import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePointerHeld } from './pointer-held';
import { useDelayedFlag } from './use-delayed-flag';

/** Spec section 9: the loading indicator appears only after 200 ms. */
export const LOADING_DELAY_MS = 200;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 300;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.color.overlay};
`;

const Ring = styled.div`
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.color.accent};
  border-right-color: transparent;
  animation: loading-spin 0.9s linear infinite;
  @keyframes loading-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

/**
 * Covers the screen while `active` has lasted `delayMs`. It never rises under a tap in progress: a
 * press on a link or button and its release on the overlay would be no click at all, a tap lost
 * without a word (issue 37 item 3). It waits for the tap's click, which the overlay then follows.
 */
export function LoadingOverlay({ active, delayMs = LOADING_DELAY_MS }: { active: boolean; delayMs?: number }) {
  const { t } = useTranslation('common');
  const due = useDelayedFlag(active, delayMs);
  const tapInProgress = usePointerHeld();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!due) setShown(false);
    else if (!tapInProgress) setShown(true);
  }, [due, tapInProgress]);
  if (!due || !shown) return null;
  return (
    <Overlay role="status" aria-live="polite">
      <Ring aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </Overlay>
  );
}
