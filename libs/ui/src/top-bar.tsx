import { useRef, type ReactNode } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { themeScopeStyles } from './global-style';
import { WalletIcon } from './icons';
import { SkipLink } from './skip-link';
import { darkTheme } from './theme';
import { usePublishedTopBarHeight } from './use-top-bar-height';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 60;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  ${themeScopeStyles}
`;

// One row while the name's longest word fits beside the actions; else the actions take a second
// row, so on a small phone or with large text nothing is cut or drawn over the name (WCAG 1.4.10).
const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.layout.topBarHeight};
  max-width: ${({ theme }) => theme.layout.wideMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
`;

const AppName = styled.p`
  display: flex;
  flex: 1 1 0;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-size: ${({ theme }) => theme.font.large};
  font-weight: 700;
  line-height: 1.2;
  span {
    overflow-wrap: break-word;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.color.primary};
  }
`;

/** Language and logout keep together, on the name's row or the next. */
const Actions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * The app name on the left and actions (language, logout) on the right, on the brand's navy in
 * both themes, so the public screens and the member area read as one site.
 */
export function TopBar({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  const bar = useRef<HTMLElement>(null);
  usePublishedTopBarHeight(bar);
  return (
    <ThemeProvider theme={darkTheme}>
      <Bar ref={bar}>
        <SkipLink />
        <Inner>
          <AppName>
            <WalletIcon />
            <span>{title}</span>
          </AppName>
          {actions && <Actions>{actions}</Actions>}
        </Inner>
      </Bar>
    </ThemeProvider>
  );
}
