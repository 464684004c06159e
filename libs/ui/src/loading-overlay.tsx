import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
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

export function LoadingOverlay({ active, delayMs = LOADING_DELAY_MS }: { active: boolean; delayMs?: number }) {
  const { t } = useTranslation('common');
  const shown = useDelayedFlag(active, delayMs);
  if (!shown) return null;
  return (
    <Overlay role="status" aria-live="polite">
      <Ring aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </Overlay>
  );
}
