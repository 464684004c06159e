import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@wallet/ui';
import { Actions } from './register.styles';

export interface StepActionsProps {
  onBack: () => void;
  submitLabel: ReactNode;
  /** This step's own request is in flight (its button shows the spinner). */
  submitting: boolean;
  /** Any wizard request is in flight: both buttons wait, so nothing is sent twice. */
  locked: boolean;
}

/** Back and the step's submit button, the footer of every step after the first. */
export function StepActions({ onBack, submitLabel, submitting, locked }: StepActionsProps) {
  const { t } = useTranslation('common');
  return (
    <Actions>
      <Button variant="secondary" disabled={locked} onClick={onBack}>
        {t('action.back')}
      </Button>
      <Button type="submit" busy={submitting} disabled={locked}>
        {submitLabel}
      </Button>
    </Actions>
  );
}
