import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@wallet/api';
import { normalizeBankAccountNameInput } from '@wallet/domain';
import { Input, Select } from '@wallet/ui';
import { StepForm } from './register.styles';
import { StepActions } from './step-actions';
import type { RegisterWizard } from './use-register-wizard';

/** Step 4: the bank account withdrawals go to, plus the currency in the Laos build; submits the registration. */
export function BankStep({ wizard }: { wizard: RegisterWizard }) {
  const { t } = useTranslation(['auth', 'common']);
  const { form, busy, edit } = wizard;
  const fastest = t('auth:register.bank.fastest');
  const bankOptions = wizard.banks.map(({ bank, recommended }) => ({
    value: bank.code,
    label: recommended ? `${bank.nameTH} · ${fastest}` : bank.nameTH,
  }));
  const hasRecommended = wizard.banks.some((choice) => choice.recommended);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void wizard.submitBank();
  };
  return (
    <StepForm noValidate onSubmit={onSubmit}>
      <Select
        label={t('auth:register.bank.bank')}
        placeholder={t('auth:register.bank.bankPlaceholder')}
        hint={hasRecommended ? t('auth:register.bank.fastestHint') : undefined}
        options={bankOptions}
        value={form.bankCode}
        onChange={(event) => edit({ bankCode: event.target.value })}
      />
      <Input
        label={t('auth:register.bank.accountNo')}
        placeholder={t('auth:register.bank.accountNoPlaceholder')}
        inputMode="numeric"
        autoComplete="off"
        value={form.bankAccountNo}
        onChange={(event) => edit({ bankAccountNo: event.target.value })}
      />
      {/* Names are upper-cased as typed (spec §5) so the member sees what the bank will be sent. */}
      <Input
        label={t('auth:register.bank.firstName')}
        placeholder={t('auth:register.bank.firstNamePlaceholder')}
        autoComplete="given-name"
        autoCapitalize="characters"
        value={form.firstName}
        onChange={(event) => edit({ firstName: normalizeBankAccountNameInput(event.target.value) })}
      />
      <Input
        label={t('auth:register.bank.lastName')}
        placeholder={t('auth:register.bank.lastNamePlaceholder')}
        hint={t('auth:register.bank.nameHint')}
        autoComplete="family-name"
        autoCapitalize="characters"
        value={form.lastName}
        onChange={(event) => edit({ lastName: normalizeBankAccountNameInput(event.target.value) })}
      />
      {wizard.currencies.length > 0 && (
        <Select
          label={t('auth:register.bank.currency')}
          options={wizard.currencies.map((currency) => ({ value: currency, label: t(`common:currency.${currency}`) }))}
          value={form.currency}
          onChange={(event) => edit({ currency: event.target.value as Currency })}
        />
      )}
      <StepActions onBack={wizard.back} submitLabel={t('auth:register.submit')} submitting={busy.bank} locked={busy.any} />
    </StepForm>
  );
}
