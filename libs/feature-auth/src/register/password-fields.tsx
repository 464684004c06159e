import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@wallet/ui';
import type { RegisterForm } from './register-steps';

export interface PasswordFieldsProps {
  form: Pick<RegisterForm, 'password' | 'confirmPassword'>;
  edit: (patch: Partial<RegisterForm>) => void;
  /** Marks a field as invalid without a message (the profile step stops silently, spec section 5). */
  invalid?: { password?: boolean; confirmPassword?: boolean };
  /** A message under a field, which also marks it. */
  errors?: { password?: ReactNode; confirmPassword?: ReactNode };
}

const FIELDS = ['password', 'confirmPassword'] as const;

/** The new password and its confirmation, as the profile step asks and the bank step asks again after a reload. */
export function PasswordFields({ form, edit, invalid = {}, errors = {} }: PasswordFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      {FIELDS.map((field) => (
        <PasswordField
          key={field}
          label={t(`register.profile.${field}`)}
          placeholder={t(`register.profile.${field}Placeholder`)}
          autoComplete="new-password"
          aria-invalid={invalid[field] || Boolean(errors[field]) || undefined}
          error={errors[field]}
          value={form[field]}
          onChange={(event) => edit({ [field]: event.target.value })}
        />
      ))}
    </>
  );
}
