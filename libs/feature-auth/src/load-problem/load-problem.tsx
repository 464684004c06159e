import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiErrorText } from '@wallet/api-texts';
import { Alert, Button } from '@wallet/ui';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: center;
  margin-bottom: ${({ theme }) => theme.space(3)};

  & > :first-child {
    justify-self: stretch;
  }
`;

export interface LoadProblemProps {
  /** The failed lookup's error; an unreachable server reads as such. */
  error: unknown;
  onRetry: () => void;
  /** The retry is in flight. */
  retrying: boolean;
}

/** A lookup the screen cannot work without has failed: say why, in the current language, and offer a retry. */
export function LoadProblem({ error, onRetry, retrying }: LoadProblemProps) {
  const { t } = useTranslation('common');
  return (
    <Box>
      <Alert tone="danger">
        <ApiErrorText error={error} />
      </Alert>
      <Button variant="secondary" busy={retrying} onClick={onRetry}>
        {t('action.retry')}
      </Button>
    </Box>
  );
}
