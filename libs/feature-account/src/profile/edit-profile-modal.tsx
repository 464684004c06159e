import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateProfileMutation, type BankListItem, type Profile } from '@wallet/api';
import { ApiErrorText } from '@wallet/api-texts';
import { bankName, editProfilePayload, normalizeBankAccountNameInput, splitHolderName, validateEditProfile, type EditProfileForm } from '@wallet/domain';
import { Button, ConfirmDialog, Input, Modal, Select, useSingleFlight, useToast } from '@wallet/ui';

// The holder's name in two parts, each upper case as typed (spec section 5).
const HOLDER_NAMES = ['firstName', 'lastName'] as const;

export interface EditProfileModalProps {
  profile: Profile;
  banks: readonly BankListItem[];
  onClose: () => void;
}

/**
 * Edit profile (spec sections 2, 5 and 7): the fields of the profile update with the registration
 * rules; the server's answer and errors translated; the profile and home refresh through the
 * update's cache tags.
 */
export function EditProfileModal({ profile, banks, onClose }: EditProfileModalProps) {
  const { t, i18n } = useTranslation(['wallet', 'errors', 'common']);
  const toast = useToast();
  const [form, setForm] = useState<EditProfileForm>(() => ({ name: profile.name, bankCode: profile.bankCode, bankAccountNo: profile.bankAccountNo, ...splitHolderName(profile.bankAccountName) }));
  const [invalid, setInvalid] = useState<ReturnType<typeof validateEditProfile>>(null);
  const [update, { isLoading, error, reset }] = useUpdateProfileMutation();

  const edit = (patch: Partial<EditProfileForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setInvalid(null);
  };

  const send = useSingleFlight(async () => {
    const problem = validateEditProfile(form);
    setInvalid(problem);
    if (problem) return;
    const result = await update(editProfilePayload(form));
    if (result.error) return;
    toast({ message: t('wallet:profile.updated'), tone: 'success' });
    onClose();
  });

  const required = (value: string) => (invalid === 'errors:validation.required' && value.trim() === '' ? t('errors:validation.required') : undefined);
  const english = invalid === 'errors:validation.bankAccountNameEnglish' ? t('errors:validation.bankAccountNameEnglish') : undefined;
  const nameErrors = { firstName: required(form.firstName) ?? english, lastName: required(form.lastName) };
  return (
    <Modal open title={t('wallet:profile.editProfile')} onClose={onClose} dismissible={!isLoading}>
      <form onSubmit={(event) => (event.preventDefault(), void send())} noValidate>
        <Input label={t('wallet:profile.name')} autoComplete="name" value={form.name} error={required(form.name)} onChange={(event) => edit({ name: event.target.value })} />
        <Select
          label={t('wallet:profile.bankName')}
          placeholder={t('wallet:profile.bankPlaceholder')}
          options={banks.map((bank) => ({ value: bank.code, label: bankName(bank, i18n.language) }))}
          value={form.bankCode}
          error={required(form.bankCode)}
          onChange={(event) => edit({ bankCode: event.target.value })}
        />
        {HOLDER_NAMES.map((field) => (
          <Input
            key={field}
            label={t(`wallet:profile.${field}`)}
            autoCapitalize="characters"
            autoComplete="off"
            value={form[field]}
            error={nameErrors[field]}
            onChange={(event) => edit({ [field]: normalizeBankAccountNameInput(event.target.value) })}
          />
        ))}
        <Input
          label={t('wallet:profile.accountNumber')}
          inputMode="numeric"
          autoComplete="off"
          value={form.bankAccountNo}
          error={required(form.bankAccountNo)}
          onChange={(event) => edit({ bankAccountNo: event.target.value })}
        />
        <Button type="submit" block busy={isLoading}>
          {t('common:action.save')}
        </Button>
      </form>
      <ConfirmDialog open={Boolean(error)} title={t('errors:label.editProfile')} onConfirm={reset}>
        <ApiErrorText error={error} />
      </ConfirmDialog>
    </Modal>
  );
}
