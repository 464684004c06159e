import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useGetProfileQuery, useLookupBanksQuery, type WalletResponse } from '@wallet/api';
import { bankName, formatAccountNumber } from '@wallet/domain';

// The box's width, measured by the list inside it: whether each label fits beside its value.
const Frame = styled.div`
  container-type: inline-size;
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

// Label beside value while the box has room for both (about 20 characters' width); once the
// member's text is large for it, each label sits above its value, so no value is squeezed into
// a column a letter wide.
const Box = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
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
  @container (max-width: 20em) {
    grid-template-columns: minmax(0, 1fr);
    row-gap: 0;
    dd + dt {
      margin-top: ${({ theme }) => theme.space(2)};
    }
  }
`;

/**
 * The registered bank account a withdrawal is paid to. The bank is named in the member's language
 * (domain bankName): the wallet gives only bank.nameTH, so the English name comes from the bank
 * list, found by the wallet's bankCode extension or else the profile's bankCode.
 */
export function Destination({ bankAccount }: { bankAccount: WalletResponse['bankAccount'] }) {
  const { t, i18n } = useTranslation('wallet');
  const profile = useGetProfileQuery(undefined, { skip: bankAccount.bankCode !== undefined });
  const bankCode = bankAccount.bankCode ?? profile.data?.bankCode;
  const listed = useLookupBanksQuery().data?.find((bank) => bank.code === bankCode);
  return (
    <Frame>
      <Box aria-label={t('withdraw.toAccount')}>
        <dt>{t('profile.bankName')}</dt>
        <dd>{bankName({ nameTH: bankAccount.bank.nameTH || listed?.nameTH, nameEN: listed?.nameEN }, i18n.language)}</dd>
        <dt>{t('profile.bankAccountName')}</dt>
        <dd>{bankAccount.bankAccountName}</dd>
        <dt>{t('profile.accountNumber')}</dt>
        <dd>{formatAccountNumber(bankAccount.bankAccountNo)}</dd>
      </Box>
    </Frame>
  );
}
