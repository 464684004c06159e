import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorText } from '@wallet/api-texts';
import { isBlank } from '@wallet/domain';
import { Input, RetryAlert, Select } from '@wallet/ui';
import { PasswordFields } from './password-fields';
import { HiddenUsername, StepForm } from './register.styles';
import { StepActions } from './step-actions';
import type { RegisterWizard } from './use-register-wizard';

/** Step 3: profile name, password, where the member heard of us, and the inviter code. */
export function ProfileStep({ wizard }: { wizard: RegisterWizard }) {
  const { t } = useTranslation(['auth', 'common']);
  const { form, busy, edit } = wizard;
  const sourcesProblem = wizard.problems.sources;
  // Spec §5 stops this step without a message when a field is empty, so the empty fields are
  // marked instead, from the first attempt on.
  const [attempted, setAttempted] = useState(false);
  const missing = (value: string) => (attempted && isBlank(value)) || undefined;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    void wizard.submitProfile();
  };
  return (
    <StepForm noValidate onSubmit={onSubmit}>
      <HiddenUsername type="text" autoComplete="username" value={form.phone} readOnly tabIndex={-1} aria-hidden="true" />
      <Input
        label={t('auth:register.profile.name')}
        placeholder={t('auth:register.profile.namePlaceholder')}
        autoComplete="nickname"
        aria-invalid={missing(form.name)}
        value={form.name}
        onChange={(event) => edit({ name: event.target.value })}
      />
      <PasswordFields form={form} edit={edit} invalid={{ password: missing(form.password), confirmPassword: missing(form.confirmPassword) }} />
      {sourcesProblem && (
        <RetryAlert compactRetry onRetry={sourcesProblem.onRetry} retrying={sourcesProblem.retrying}>
          <ApiErrorText error={sourcesProblem.error} />
        </RetryAlert>
      )}
      <Select
        label={t('auth:register.profile.source')}
        placeholder={t('auth:register.profile.sourcePlaceholder')}
        options={wizard.sources.map((source) => ({ value: source.code, label: source.description }))}
        value={form.sourceCode}
        onChange={(event) => edit({ sourceCode: event.target.value })}
      />
      <Input
        label={t('auth:register.profile.inviteCode')}
        placeholder={t('auth:register.profile.inviteCodePlaceholder')}
        autoComplete="off"
        autoCapitalize="characters"
        value={form.inviteCode}
        onChange={(event) => edit({ inviteCode: event.target.value })}
      />
      <StepActions onBack={wizard.back} submitLabel={t('common:action.next')} submitting={busy.profile} locked={busy.any} />
    </StepForm>
  );
}
