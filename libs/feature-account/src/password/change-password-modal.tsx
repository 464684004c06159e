import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangePasswordMutation } from '@wallet/api';
import { ApiErrorText } from '@wallet/api-texts';
import { validateChangePassword, type ChangePasswordForm } from '@wallet/domain';
import { Button, ConfirmDialog, Modal, PasswordField, useSingleFlight, useToast } from '@wallet/ui';

const EMPTY: ChangePasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

// The fields differ only in these, their texts (wallet:password.<field>) and their error.
const FIELDS = [
  { field: 'oldPassword', autoComplete: 'current-password' },
  { field: 'newPassword', autoComplete: 'new-password' },
  { field: 'confirmPassword', autoComplete: 'new-password' },
] as const;

/**
 * Change password (spec sections 5 and 8): nothing is sent while a field is empty or the new
 * password and its confirmation differ; a server error shows in an alert titled with the error
 * label; success closes the modal with a toast.
 */
export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['wallet', 'errors']);
  const toast = useToast();
  const [form, setForm] = useState(EMPTY);
  const [invalid, setInvalid] = useState<ReturnType<typeof validateChangePassword>>(null);
  const [changePassword, { isLoading, error, reset }] = useChangePasswordMutation();

  const edit = (field: keyof ChangePasswordForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setInvalid(null);
  };

  const send = useSingleFlight(async () => {
    const problem = validateChangePassword(form);
    setInvalid(problem);
    if (problem) return;
    const result = await changePassword({ oldPassword: form.oldPassword, newPassword: form.newPassword });
    if (result.error) return;
    toast({ message: t('wallet:password.success'), tone: 'success' });
    onClose();
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const missing = (field: keyof ChangePasswordForm) => (invalid === 'errors:validation.required' && form[field].trim() === '' ? t('errors:validation.required') : undefined);
  const errorOf = (field: keyof ChangePasswordForm) => (field === 'confirmPassword' && invalid === 'errors:validation.passwordNotEqual' ? t('errors:validation.passwordNotEqual') : missing(field));
  return (
    <Modal open title={t('wallet:password.title')} onClose={onClose} dismissible={!isLoading}>
      <form onSubmit={submit} noValidate>
        {FIELDS.map(({ field, autoComplete }) => (
          <PasswordField
            key={field}
            autoComplete={autoComplete}
            label={t(`wallet:password.${field}`)}
            placeholder={t(`wallet:password.${field}Placeholder`)}
            value={form[field]}
            error={errorOf(field)}
            onChange={(event) => edit(field)(event.target.value)}
          />
        ))}
        <Button type="submit" block busy={isLoading}>
          {t('wallet:password.submit')}
        </Button>
      </form>
      <ConfirmDialog open={Boolean(error)} title={t('errors:label.changePassword')} onConfirm={reset}>
        <ApiErrorText error={error} />
      </ConfirmDialog>
    </Modal>
  );
}
