import { useTranslation } from 'react-i18next';
import type { DepositBankAccount } from '@wallet/api';
import { bankName, formatAccountNumber } from '@wallet/domain';
import { CopyButton } from '@wallet/ui';
import { depositStarted } from '../deposit-arrival/deposit-started';
import { AccountCard, AccountHead, AccountList, CopyLine, ModeBadge, Muted } from './deposit.styles';

function useModeText() {
  const { t } = useTranslation('wallet');
  return (mode: string) => {
    const upper = mode.toUpperCase();
    if (upper === 'AUTO') return t('deposit.bank.modeAuto');
    if (upper === 'SMS') return t('deposit.bank.modeSms');
    return mode;
  };
}

/** The operator's receiving accounts: bank, holder, number (3-3-rest) to copy, and how it is checked. */
export function BankAccounts({ accounts }: { accounts: readonly DepositBankAccount[] }) {
  const { t, i18n } = useTranslation('wallet');
  const modeText = useModeText();
  if (accounts.length === 0) return <Muted>{t('deposit.bank.empty')}</Muted>;
  return (
    <AccountList>
      {accounts.map((account) => {
        const name = bankName(account.bank, i18n.language);
        return (
          <AccountCard key={`${account.bankCode}-${account.bankAccountNo}`} aria-label={name}>
            <AccountHead>
              <span>{name}</span>
              {account.mode && <ModeBadge>{modeText(account.mode)}</ModeBadge>}
            </AccountHead>
            <Muted>
              {t('deposit.bank.accountName')}: {account.bankAccountName}
            </Muted>
            <CopyLine>
              <span>{formatAccountNumber(account.bankAccountNo)}</span>
              <CopyButton text={account.bankAccountNo} label={t('deposit.bank.copyAccountNo')} onCopied={depositStarted} />
            </CopyLine>
          </AccountCard>
        );
      })}
    </AccountList>
  );
}
