import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Alert } from './alert';
import { Button } from './button';

const Wrap = styled.div<{ $compact: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  ${({ $compact }) =>
    $compact &&
    css`
      justify-items: center;
      & > :first-child {
        justify-self: stretch;
      }
    `}
`;

export interface RetryAlertProps {
  /** Why the content is missing (a failed lookup's translated text). */
  children: ReactNode;
  onRetry: () => void;
  retrying: boolean;
  /**
   * The retry button as wide as its label, centred under the message: on the public screens a
   * full-width button is the way forward, which a retry is not.
   */
  compactRetry?: boolean;
}

/** Something a screen needs could not be loaded: say why and offer to try again, never an endless spinner. */
export function RetryAlert({ children, onRetry, retrying, compactRetry = false }: RetryAlertProps) {
  const { t } = useTranslation('common');
  return (
    <Wrap $compact={compactRetry}>
      <Alert tone="danger">{children}</Alert>
      <Button variant="secondary" onClick={onRetry} busy={retrying}>
        {t('action.retry')}
      </Button>
    </Wrap>
  );
}
