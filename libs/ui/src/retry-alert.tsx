import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert } from './alert';
import { Button } from './button';

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

export interface RetryAlertProps {
  /** Why the content is missing (a failed lookup's translated text). */
  children: ReactNode;
  onRetry: () => void;
  retrying: boolean;
}

/** Something a screen needs could not be loaded: say why and offer to try again, never an endless spinner. */
export function RetryAlert({ children, onRetry, retrying }: RetryAlertProps) {
  const { t } = useTranslation('common');
  return (
    <Wrap>
      <Alert tone="danger">{children}</Alert>
      <Button variant="secondary" onClick={onRetry} busy={retrying}>
        {t('action.retry')}
      </Button>
    </Wrap>
  );
}
