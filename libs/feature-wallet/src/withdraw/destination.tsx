import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { WalletResponse } from '@wallet/api';
import { formatAccountNumber } from '@wallet/domain';

const Box = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surfaceRaised};
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

/** The registered bank account a withdrawal is paid to. */
export function Destination({ bankAccount }: { bankAccount: WalletResponse['bankAccount'] }) {
  const { t } = useTranslation('wallet');
  return (
    <Box aria-label={t('withdraw.toAccount')}>
      <dt>{t('profile.bankName')}</dt>
      <dd>{bankAccount.bank.nameTH}</dd>
      <dt>{t('profile.bankAccountName')}</dt>
      <dd>{bankAccount.bankAccountName}</dd>
      <dt>{t('profile.accountNumber')}</dt>
      <dd>{formatAccountNumber(bankAccount.bankAccountNo)}</dd>
    </Box>
  );
}
