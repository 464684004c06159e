import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLookupContactQuery, useLookupEnableChatWidgetQuery } from '@wallet/api';
import { ApiErrorText } from '@wallet/api-texts';
import { useRegion } from '@wallet/config';
import { safeAddress } from '@wallet/domain';
import { Card, Page, PageTitle, RetryAlert, SafeHtml, useDocumentTitle } from '@wallet/ui';

const Qr = styled.img`
  display: block;
  width: 180px;
  height: 180px;
  margin: ${({ theme }) => theme.space(3)} auto;
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.medium};
`;

const LineLink = styled.a`
  display: block;
  text-align: center;
  font-weight: 700;
`;

const LineName = styled.p`
  text-align: center;
`;

const Refused = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Version = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;

export interface ContactPageProps {
  /** Public contact has no top spacing, the member one has (spec section 2). */
  topSpacing: boolean;
  /** The chat widget, shown when the server's enableChatWidget flag is on. */
  chatWidget?: ReactNode;
}

/** Contact text, the messaging-app QR, its name and link, and the app version. */
export function ContactPage({ topSpacing, chatWidget }: ContactPageProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const { appVersion } = useRegion();
  useDocumentTitle(t('auth:contact.title'));
  const { data: contact, isError, error, refetch, isFetching } = useLookupContactQuery();
  const { data: chatFlag } = useLookupEnableChatWidgetQuery();
  const qr = safeAddress(contact?.lineQR);
  const link = safeAddress(contact?.lineLink);
  return (
    <Page $topSpacing={topSpacing}>
      <PageTitle>{t('auth:contact.title')}</PageTitle>
      <Card>
        {isError && (
          <RetryAlert compactRetry onRetry={() => void refetch()} retrying={isFetching}>
            <ApiErrorText error={error} />
          </RetryAlert>
        )}
        <SafeHtml html={contact?.contactText} />
        {contact?.lineQR && (qr ? <Qr src={qr} alt={t('auth:contact.scanQr')} /> : <Refused>{t('errors:unsafeImage')}</Refused>)}
        {contact?.lineName && <LineName>{t('auth:contact.lineName', { name: contact.lineName })}</LineName>}
        {contact?.lineLink &&
          (link ? (
            <LineLink href={link} target="_blank" rel="noopener noreferrer">
              {t('auth:contact.link')}
            </LineLink>
          ) : (
            <Refused>{t('errors:unsafeAddress')}</Refused>
          ))}
      </Card>
      <Version>{t('auth:contact.version', { version: appVersion })}</Version>
      {chatFlag?.enableChatWidget && chatWidget}
    </Page>
  );
}
