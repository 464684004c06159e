import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFixedAmount, useMemberCurrency, useTransferMutation } from '@wallet/api';
import { MoneyErrorText, useMoneyText } from '@wallet/api-texts';
import { canSubmitTransfer, LIMITS, parseTypedAmount, validateTransfer } from '@wallet/domain';
import { Alert, Button, ConfirmDialog, Input, Modal, Select, useSingleSuccess, useToast } from '@wallet/ui';
import { useAccountOptions } from './use-account-options';

export interface TransferModalProps {
  initialFrom?: string;
  initialTo?: string;
  onClose: () => void;
}

/** Moves money between the wallet and a game account, or between games (spec sections 2, 5 and 8). */
export function TransferModal({ initialFrom = '', initialTo = '', onClose }: TransferModalProps) {
  const { t } = useTranslation(['wallet', 'errors', 'common']);
  const toast = useToast();
  const moneyText = useMoneyText();
  const currency = useMemberCurrency();
  const minimum = useFixedAmount()(LIMITS.TRANSFER_MINIMUM);
  const options = useAccountOptions();
  const [form, setForm] = useState({ from: initialFrom, to: initialTo, amount: '' });
  const [invalid, setInvalid] = useState<ReturnType<typeof validateTransfer>>(null);
  const [transfer, { isLoading, error, reset }] = useTransferMutation();

  const change = (field: keyof typeof form) => (value: string) => {
    // The source is never offered as the target: choosing it as the source clears that target.
    setForm((current) => ({ ...current, [field]: value, ...(field === 'from' && current.to === value ? { to: '' } : {}) }));
    setInvalid(null);
  };
  const targets = options.filter((option) => option.value !== form.from);

  const send = useSingleSuccess(async () => {
    const problem = validateTransfer(form, { currency, minimum });
    setInvalid(problem);
    if (problem) return false;
    const result = await transfer({ from: form.from, to: form.to, amount: parseTypedAmount(form.amount) ?? 0 });
    if (result.error) return false;
    toast({ message: t('wallet:transfer.success'), tone: 'success' });
    onClose();
    return true;
  });

  const lowest = { min: moneyText(minimum ?? LIMITS.TRANSFER_MINIMUM) };
  const message = invalid && t(invalid, lowest);
  const amountProblem = invalid === 'errors:validation.transferMinimum' || invalid === 'errors:validation.amountInvalid' || invalid === 'errors:validation.wholeKip';
  return (
    <Modal open title={t('wallet:transfer.title')} onClose={onClose} dismissible={!isLoading}>
      <form onSubmit={(event) => (event.preventDefault(), void send())} noValidate>
        <Select label={t('wallet:transfer.source')} placeholder={t('wallet:transfer.sourcePlaceholder')} options={options} value={form.from} onChange={(event) => change('from')(event.target.value)} />
        <Select label={t('wallet:transfer.target')} placeholder={t('wallet:transfer.targetPlaceholder')} options={targets} value={form.to} onChange={(event) => change('to')(event.target.value)} />
        <Input
          label={t('wallet:transfer.amount')}
          placeholder={t('wallet:transfer.amountPlaceholder')}
          inputMode={currency === 'LAK' ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={form.amount}
          // The minimum stays in view, beside any error about the amount.
          hint={t('wallet:transfer.minimum', lowest)}
          error={amountProblem ? message : undefined}
          onChange={(event) => change('amount')(event.target.value)}
        />
        {message && !amountProblem && <Alert tone="danger">{message}</Alert>}
        <Button type="submit" block money busy={isLoading} disabled={!canSubmitTransfer(form.amount)}>
          {t('wallet:transfer.submit')}
        </Button>
      </form>
      {/* Spec section 8: a failed transfer is an alert titled with the translated error label. */}
      <ConfirmDialog open={Boolean(error)} title={t('errors:label.transfer')} onConfirm={reset}>
        <MoneyErrorText error={error} />
      </ConfirmDialog>
    </Modal>
  );
}
