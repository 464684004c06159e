import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { GlobeIcon } from './icons';

const LANGUAGES = ['th', 'lo', 'en'] as const;

const Wrapper = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.textMuted};
  select {
    min-height: 36px;
    border-radius: ${({ theme }) => theme.radius.small};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    padding: 0 ${({ theme }) => theme.space(2)};
  }
`;

/** Thai, Lao, English; each language names itself so a member can always find their own. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('common');
  return (
    <Wrapper>
      <GlobeIcon width={18} height={18} />
      <span className="visually-hidden">{t('language.label')}</span>
      <select value={i18n.language} onChange={(event) => void i18n.changeLanguage(event.target.value)}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </Wrapper>
  );
}
