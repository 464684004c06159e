import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { GlobeIcon } from './icons';
import { selectArrowStyles } from './select';

const LANGUAGES = ['th', 'lo', 'en'] as const;

const Wrapper = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  color: ${({ theme }) => theme.color.textMuted};
  svg {
    position: absolute;
    left: 10px;
    pointer-events: none;
  }
  select {
    ${selectArrowStyles}
    min-height: 44px;
    padding-left: 34px;
    /* Sizes of its own ("English" and the padding): a select sized by its options (its width, or
       the least width of a flex item) lays out each one's text, and the other script's name (ລາວ
       on the Thai build, ไทย on the Laos one) downloads that script's face before the first paint. */
    width: calc(34px + 40px + 2px + 4em);
    min-width: 0;
    border-radius: ${({ theme }) => theme.radius.medium};
    border: 1px solid ${({ theme }) => theme.color.border};
    background-color: ${({ theme }) => theme.color.surfaceRaised};
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
