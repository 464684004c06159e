import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetWalletQuery, useLookupWithdrawQuery, useMemberCurrency, useWithdrawAllMutation } from '@wallet/api';
import { MoneyErrorText, useMoneyText } from '@wallet/api-texts';
import { parseTypedAmount, totalBalance, validateWithdraw } from '@wallet/domain';
import { Button, ConfirmDialog, Input, Modal, useSingleSuccess, useToast } from '@wallet/ui';
import { LookupProblem } from '../errors/lookup-problem';
import { Destination } from './destination';
import { Note } from './withdraw.styles';

/** Withdraws to the registered bank account, within the server's min and max (spec sections 2, 5 and 7). */
export function WithdrawModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['wallet', 'errors']);
  const toast = useToast();
  const moneyText = useMoneyText();
  const currency = useMemberCurrency();
  const limits = useLookupWithdrawQuery();
  const wallet = useGetWalletQuery().data;
  const bankAccount = wallet?.bankAccount;
  const [amount, setAmount] = useState('');
  const [invalid, setInvalid] = useState<ReturnType<typeof validateWithdraw>>(null);
  const [withdrawAll, { isLoading, error, reset }] = useWithdrawAllMutation();

  const send = useSingleSuccess(async () => {
    if (!limits.data) return false;
    const problem = validateWithdraw(amount, limits.data, currency);
    setInvalid(problem);
    if (problem) return false;
    const result = await withdrawAll({ amount: parseTypedAmount(amount) ?? 0 });
    if (result.error) return false;
    toast({ message: t('wallet:withdraw.success'), tone: 'success' });
    onClose();
    return true;
  });

  const bounds = limits.data && { min: moneyText(limits.data.withdrawMin), max: moneyText(limits.data.withdrawMax) };
  return (
    <Modal open title={t('wallet:withdraw.title')} onClose={onClose} dismissible={!isLoading}>
      <form onSubmit={(event) => (event.preventDefault(), void send())} noValidate>
        {bankAccount && <Destination bankAccount={bankAccount} />}
        {/* withdrawAll (spec section 7) collects every game balance first: say so, and what that makes available. */}
        {wallet && (
          <Note>
            <strong>{t('wallet:withdraw.available', { amount: moneyText(totalBalance(wallet.wallet.amount, wallet.slots)) })}</strong>
            <span>{t('wallet:withdraw.gamesFirst')}</span>
          </Note>
        )}
        {limits.isError && <LookupProblem error={limits.error} onRetry={limits.refetch} retrying={limits.isFetching} />}
        <Input
          label={t('wallet:withdraw.amount')}
          placeholder={t('wallet:withdraw.amountPlaceholder')}
          inputMode={currency === 'LAK' ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={amount}
          hint={bounds && t('wallet:withdraw.limits', bounds)}
          error={invalid && bounds ? t(invalid, bounds) : undefined}
          onChange={(event) => {
            setAmount(event.target.value);
            setInvalid(null);
          }}
        />
        <Button type="submit" block money busy={isLoading} disabled={!limits.data || amount.trim() === ''}>
          {t('wallet:withdraw.submit')}
        </Button>
      </form>
      <ConfirmDialog open={Boolean(error)} title={t('errors:label.withdraw')} onConfirm={reset}>
        <MoneyErrorText error={error} />
      </ConfirmDialog>
    </Modal>
  );
}
