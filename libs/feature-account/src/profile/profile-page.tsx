import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetProfileQuery, useLookupBanksQuery } from '@wallet/api';
import { ApiErrorText } from '@wallet/api-texts';
import { bankName, formatAccountNumber, formatDateTime, memberCode } from '@wallet/domain';
import { Button, Card, LockIcon, Page, PageTitle, RetryAlert, SectionHead, useDocumentTitle } from '@wallet/ui';
import { Columns, Fields, TitleRow } from '../layout/account.styles';
import { ProfileDialogs, type ProfileDialog } from './profile-dialogs';

/** The member's profile and bank account (spec sections 2 and 3), with change password and edit profile. */
export function ProfilePage() {
  const { t, i18n } = useTranslation(['wallet', 'common']);
  useDocumentTitle(t('common:screen.profile'));
  const profile = useGetProfileQuery();
  const banks = useLookupBanksQuery();
  const [dialog, setDialog] = useState<ProfileDialog | null>(null);
  const data = profile.data;
  const listed = data && banks.data?.find((bank) => bank.code === data.bankCode);
  const shownBank = data && (listed ? bankName(listed, i18n.language) || data.bankCode : data.bankCode);

  return (
    <Page>
      <TitleRow>
        <PageTitle>{t('wallet:profile.title')}</PageTitle>
        {data && (
          <Button variant="secondary" onClick={() => setDialog('edit')}>
            {t('wallet:profile.editProfile')}
          </Button>
        )}
      </TitleRow>
      {profile.isError && !data && (
        <RetryAlert onRetry={() => void profile.refetch()} retrying={profile.isFetching}>
          <ApiErrorText error={profile.error} />
        </RetryAlert>
      )}
      {data && (
        <Columns>
          <Card aria-labelledby="profile-personal">
            <SectionHead>
              <h2 id="profile-personal">{t('wallet:profile.personal')}</h2>
              <Button variant="ghost" onClick={() => setDialog('password')}>
                <LockIcon width={20} height={20} />
                {t('wallet:profile.changePassword')}
              </Button>
            </SectionHead>
            <Fields>
              <Row label={t('wallet:profile.name')} value={data.name} />
              <Row label={t('wallet:profile.memberNumber')} value={memberCode(data._id)} />
              <Row label={t('wallet:profile.memberSince')} value={formatDateTime(data.createdAt)} />
              <Row label={t('wallet:profile.username')} value={data.username} />
              <Row label={t('wallet:profile.contact')} value={<a href={`tel:${data.username}`}>{data.username}</a>} />
            </Fields>
          </Card>
          <Card aria-labelledby="profile-bank">
            <SectionHead>
              <h2 id="profile-bank">{t('wallet:profile.bankAccount')}</h2>
            </SectionHead>
            <Fields>
              <Row label={t('wallet:profile.bankAccountName')} value={data.bankAccountName} />
              <Row label={t('wallet:profile.bankName')} value={shownBank} />
              <Row label={t('wallet:profile.accountNumber')} value={formatAccountNumber(data.bankAccountNo)} />
            </Fields>
          </Card>
        </Columns>
      )}
      {data && <ProfileDialogs dialog={dialog} profile={data} banks={banks.data ?? []} onClose={() => setDialog(null)} />}
    </Page>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
