import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorText } from '@wallet/api-texts';
import type { Currency } from '@wallet/config';
import { bankName, isEnglishOnlyBank, normalizeBankAccountNameInput } from '@wallet/domain';
import { Alert, Input, RetryAlert, Select } from '@wallet/ui';
import type { BankField } from './bank-field-errors';
import { PasswordFields } from './password-fields';
import { StepForm, StepNotice } from './register.styles';
import { StepActions } from './step-actions';
import { TranslatedText } from './translated-text';
import type { RegisterWizard } from './use-register-wizard';

// The holder's name in two parts, each upper case as typed (spec section 5) so the member sees
// what the bank will be sent.
const HOLDER_NAMES = [
  { field: 'firstName', autoComplete: 'given-name' },
  { field: 'lastName', autoComplete: 'family-name' },
] as const;

/** Step 4: the bank account withdrawals go to, plus the currency in the Laos build; submits the registration. */
export function BankStep({ wizard }: { wizard: RegisterWizard }) {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const { form, busy, edit } = wizard;
  const banksProblem = wizard.problems.banks;
  const fastest = t('auth:register.bank.fastest');
  const bankOptions = wizard.banks.map(({ bank, recommended }) => {
    const name = bankName(bank, i18n.language);
    return { value: bank.code, label: recommended ? `${name} · ${fastest}` : name };
  });
  const hasRecommended = wizard.banks.some((choice) => choice.recommended);
  // The English-only banks are named as the list shows them, and only those this region lists.
  const englishOnly = wizard.banks.filter(({ bank }) => isEnglishOnlyBank(bank.code)).map(({ bank }) => bankName(bank, i18n.language));
  const nameHint = [t('auth:register.bank.nameHint'), englishOnly.length ? t('auth:register.bank.englishOnlyHint', { banks: englishOnly.join(', ') }) : ''].join(' ').trim();
  const errorOf = (field: BankField) => {
    const problem = wizard.bankErrors[field];
    if (!problem) return undefined;
    return 'key' in problem ? <TranslatedText i18nKey={problem.key} /> : <ApiErrorText error={problem.error} />;
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void wizard.submitBank();
  };
  return (
    <StepForm noValidate onSubmit={onSubmit}>
      {banksProblem && (
        <RetryAlert compactRetry onRetry={banksProblem.onRetry} retrying={banksProblem.retrying}>
          <ApiErrorText error={banksProblem.error} />
        </RetryAlert>
      )}
      <Select
        label={t('auth:register.bank.bank')}
        placeholder={t('auth:register.bank.bankPlaceholder')}
        hint={hasRecommended ? t('auth:register.bank.fastestHint') : undefined}
        error={errorOf('bankCode')}
        options={bankOptions}
        value={form.bankCode}
        onChange={(event) => edit({ bankCode: event.target.value })}
      />
      <Input
        label={t('auth:register.bank.accountNo')}
        placeholder={t('auth:register.bank.accountNoPlaceholder')}
        inputMode="numeric"
        autoComplete="off"
        error={errorOf('bankAccountNo')}
        value={form.bankAccountNo}
        onChange={(event) => edit({ bankAccountNo: event.target.value })}
      />
      {HOLDER_NAMES.map(({ field, autoComplete }) => (
        <Input
          key={field}
          label={t(`auth:register.bank.${field}`)}
          placeholder={t(`auth:register.bank.${field}Placeholder`)}
          // The hint speaks of both names, so it closes the pair.
          hint={field === 'lastName' ? nameHint : undefined}
          autoComplete={autoComplete}
          autoCapitalize="characters"
          error={errorOf(field)}
          value={form[field]}
          onChange={(event) => edit({ [field]: normalizeBankAccountNameInput(event.target.value) })}
        />
      ))}
      {wizard.currencies.length > 0 && (
        <Select
          label={t('auth:register.bank.currency')}
          options={wizard.currencies.map((currency) => ({ value: currency, label: t(`common:currency.${currency}`) }))}
          value={form.currency}
          onChange={(event) => edit({ currency: event.target.value as Currency })}
        />
      )}
      {wizard.askPassword && (
        <>
          <StepNotice>
            <Alert tone="info">{t('auth:register.bank.passwordAgain')}</Alert>
          </StepNotice>
          <PasswordFields form={form} edit={edit} errors={{ password: errorOf('password'), confirmPassword: errorOf('confirmPassword') }} />
        </>
      )}
      <StepActions onBack={wizard.back} submitLabel={t('auth:register.submit')} submitting={busy.bank} locked={busy.any} />
    </StepForm>
  );
}
