import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorText } from '@wallet/api-texts';
import { Button, Input, RetryAlert } from '@wallet/ui';
import { StepForm } from './register.styles';
import type { RegisterWizard } from './use-register-wizard';

/** Step 1: the phone number, which becomes the username. */
export function PhoneStep({ wizard }: { wizard: RegisterWizard }) {
  const { t } = useTranslation(['auth', 'common']);
  const otpFlagProblem = wizard.problems.otpFlag;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void wizard.submitPhone();
  };
  return (
    <StepForm noValidate onSubmit={onSubmit}>
      <Input
        label={t('auth:register.phone.label')}
        placeholder={t('auth:register.phone.placeholder')}
        hint={t('auth:register.phone.hint')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={wizard.form.phone}
        onChange={(event) => wizard.edit({ phone: event.target.value })}
      />
      {otpFlagProblem && (
        <RetryAlert compactRetry onRetry={otpFlagProblem.onRetry} retrying={otpFlagProblem.retrying}>
          <ApiErrorText error={otpFlagProblem.error} />
        </RetryAlert>
      )}
      <Button type="submit" block busy={wizard.busy.phone} disabled={!wizard.otpKnown}>
        {t('common:action.next')}
      </Button>
    </StepForm>
  );
}
