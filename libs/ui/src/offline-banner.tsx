import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useOnline } from './use-online';

// In the page's flow under the top bar (and the top menu when wide), so it never covers a control,
// the bottom menu or the chat launcher. Always in the document, empty while online, so screen
// readers announce it the moment the network drops.
const Banner = styled.div`
  padding: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.warning};
  font-weight: 700;
  text-align: center;
  &:empty {
    padding: 0;
  }
`;

/** Says the network is gone and that money and prize actions wait for it (issue 19). */
export function OfflineBanner() {
  const { t } = useTranslation('common');
  const online = useOnline();
  return <Banner role="status">{online ? null : t('offline.banner')}</Banner>;
}
