import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangePasswordMutation } from '@wallet/api';
import { ApiErrorText } from '@wallet/api-texts';
import { validateChangePassword, type ChangePasswordForm } from '@wallet/domain';
import { Button, ConfirmDialog, Input, Modal, useSingleFlight, useToast } from '@wallet/ui';

const EMPTY: ChangePasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

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
  return (
    <Modal open title={t('wallet:password.title')} onClose={onClose} dismissible={!isLoading}>
      <form onSubmit={submit} noValidate>
        <Input
          type="password"
          autoComplete="current-password"
          label={t('wallet:password.oldPassword')}
          placeholder={t('wallet:password.oldPasswordPlaceholder')}
          value={form.oldPassword}
          error={missing('oldPassword')}
          onChange={(event) => edit('oldPassword')(event.target.value)}
        />
        <Input
          type="password"
          autoComplete="new-password"
          label={t('wallet:password.newPassword')}
          placeholder={t('wallet:password.newPasswordPlaceholder')}
          value={form.newPassword}
          error={missing('newPassword')}
          onChange={(event) => edit('newPassword')(event.target.value)}
        />
        <Input
          type="password"
          autoComplete="new-password"
          label={t('wallet:password.confirmPassword')}
          placeholder={t('wallet:password.confirmPasswordPlaceholder')}
          value={form.confirmPassword}
          error={invalid === 'errors:validation.passwordNotEqual' ? t('errors:validation.passwordNotEqual') : missing('confirmPassword')}
          onChange={(event) => edit('confirmPassword')(event.target.value)}
        />
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
