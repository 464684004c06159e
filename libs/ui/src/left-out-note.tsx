import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Note = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;

/**
 * The quiet line under a list whose answer held rows that could not be read (issue 24): how many
 * were left out, the rest being shown. Nothing when none was.
 */
export function LeftOutNote({ count }: { count: number | undefined }) {
  const { t } = useTranslation('common');
  if (!count) return null;
  return <Note>{t('list.leftOut', { count })}</Note>;
}
