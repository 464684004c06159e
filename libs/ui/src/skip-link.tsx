import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MAIN_CONTENT_ID } from './page';

// Out of sight until a keyboard reaches it: it is the first stop of every screen.
const Link = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  left: ${({ theme }) => theme.space(2)};
  z-index: 1;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  font-weight: 700;
  text-decoration: none;
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

/** Lets a keyboard skip the top bar and the menu, straight to the screen's own content. */
export function SkipLink() {
  const { t } = useTranslation('common');
  // Focus moves without touching the address: the router owns the URL, and #main is no route.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <Link href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t('action.skipToContent')}
    </Link>
  );
}
