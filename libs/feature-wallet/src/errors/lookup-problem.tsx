import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiErrorText } from '@wallet/api';
import { Alert, Button } from '@wallet/ui';

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

/** A lookup a screen needs has failed: say why and offer to try again, never an endless spinner. */
export function LookupProblem({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Wrap>
      <Alert tone="danger">
        <ApiErrorText error={error} />
      </Alert>
      <Button variant="secondary" onClick={onRetry} busy={retrying}>
        {t('action.retry')}
      </Button>
    </Wrap>
  );
}
