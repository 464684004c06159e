import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateBankAccountNameMutation } from '@wallet/api';
import { ApiErrorText } from '@wallet/api-texts';
import { normalizeBankAccountNameInput, validateBankAccountName } from '@wallet/domain';
import { Alert, Button, Input, Modal, useSingleFlight, useToast } from '@wallet/ui';

/** The English account name for KTB, TMB and BBL: upper case as typed, English letters only (spec section 5). */
export function BankNameModal({ bankCode, onClose }: { bankCode: string; onClose: () => void }) {
  const { t } = useTranslation(['wallet', 'errors', 'common']);
  const toast = useToast();
  const [name, setName] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [update, { isLoading, error }] = useUpdateBankAccountNameMutation();

  const send = useSingleFlight(async () => {
    if (validateBankAccountName(name)) {
      setInvalid(true);
      return;
    }
    const result = await update({ bankCode, bankAccountName: name.trim() });
    // On success the wallet refetches (cache tags) and this modal is no longer needed.
    if (!result.error) toast({ message: t('wallet:bankName.success'), tone: 'success' });
  });

  return (
    <Modal open title={t('wallet:bankName.title')} onClose={onClose} dismissible={!isLoading}>
      <form onSubmit={(event) => (event.preventDefault(), void send())} noValidate>
        <p>{t('wallet:bankName.description')}</p>
        <Input
          label={t('wallet:bankName.label')}
          placeholder={t('wallet:bankName.placeholder')}
          value={name}
          autoCapitalize="characters"
          autoComplete="off"
          error={invalid ? t('errors:validation.englishOnly') : undefined}
          onChange={(event) => {
            setName(normalizeBankAccountNameInput(event.target.value));
            setInvalid(false);
          }}
        />
        {error && (
          <Alert tone="danger">
            <ApiErrorText error={error} />
          </Alert>
        )}
        <Button type="submit" block busy={isLoading}>
          {t('wallet:bankName.save')}
        </Button>
      </form>
    </Modal>
  );
}
