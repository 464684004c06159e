import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@wallet/ui';
import type { RegisterForm } from './register-steps';

export interface PasswordFieldsProps {
  form: Pick<RegisterForm, 'password' | 'confirmPassword'>;
  edit: (patch: Partial<RegisterForm>) => void;
  /** Marks a field as invalid without a message (the profile step stops silently, spec section 5). */
  invalid?: { password?: boolean; confirmPassword?: boolean };
  /** A message under a field, which also marks it. */
  errors?: { password?: ReactNode; confirmPassword?: ReactNode };
}

/** The new password and its confirmation, as the profile step asks and the bank step asks again after a reload. */
export function PasswordFields({ form, edit, invalid = {}, errors = {} }: PasswordFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <Input
        label={t('register.profile.password')}
        placeholder={t('register.profile.passwordPlaceholder')}
        type="password"
        autoComplete="new-password"
        aria-invalid={invalid.password || Boolean(errors.password) || undefined}
        error={errors.password}
        value={form.password}
        onChange={(event) => edit({ password: event.target.value })}
      />
      <Input
        label={t('register.profile.confirmPassword')}
        placeholder={t('register.profile.confirmPasswordPlaceholder')}
        type="password"
        autoComplete="new-password"
        aria-invalid={invalid.confirmPassword || Boolean(errors.confirmPassword) || undefined}
        error={errors.confirmPassword}
        value={form.confirmPassword}
        onChange={(event) => edit({ confirmPassword: event.target.value })}
      />
    </>
  );
}
