import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLookupNoticeQuery } from '@wallet/api';
import { STORAGE_KEYS, browserStorage } from '@wallet/config';
import { DismissButton, SafeHtml } from '@wallet/ui';

const Strip = styled.aside`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.color.info};
  background: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.font.small};
  & > div {
    flex: 1;
    min-width: 0;
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0;
  }
`;

/**
 * The site notice (notice lookup, sanitized) as a strip the member can dismiss; a new notice text
 * shows again. A failed lookup, or an empty or missing notice, shows nothing; a failure is only
 * logged (spec section 7). Home's own draws (a refresh's spinners) leave it, and its sanitizing, as
 * it is.
 */
export const NoticeStrip = memo(function NoticeStrip() {
  const { t } = useTranslation('wallet');
  const { data, error } = useLookupNoticeQuery();
  const [dismissed, setDismissed] = useState(() => browserStorage.read(STORAGE_KEYS.noticeDismissed));
  useEffect(() => {
    if (error) console.error('The site notice could not be loaded', error);
  }, [error]);
  // The boundary gives { notice: string }; an answer without text (or of another shape) shows nothing.
  const notice = typeof data?.notice === 'string' ? data.notice.trim() : '';
  if (notice === '' || notice === dismissed) return null;
  const dismiss = () => {
    browserStorage.write(STORAGE_KEYS.noticeDismissed, notice);
    setDismissed(notice);
  };
  return (
    <Strip aria-label={t('home.notice')}>
      <SafeHtml html={notice} />
      <DismissButton label={t('home.dismissNotice')} onClick={dismiss} />
    </Strip>
  );
});
