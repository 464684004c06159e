import type { ReactNode } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { themeScopeStyles } from './global-style';
import { WalletIcon } from './icons';
import { SkipLink } from './skip-link';
import { darkTheme } from './theme';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 60;
  height: ${({ theme }) => theme.layout.topBarHeight};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  ${themeScopeStyles}
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  height: 100%;
  max-width: ${({ theme }) => theme.layout.wideMaxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(4)};
`;

const AppName = styled.p`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.font.large};
  font-weight: 700;
  span {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.color.primary};
  }
`;

/**
 * The app name on the left and actions (language, logout) on the right, on the brand's navy in
 * both themes, so the public screens and the member area read as one site.
 */
export function TopBar({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  return (
    <ThemeProvider theme={darkTheme}>
      <Bar>
        <SkipLink />
        <Inner>
          <AppName>
            <WalletIcon />
            <span>{title}</span>
          </AppName>
          {actions}
        </Inner>
      </Bar>
    </ThemeProvider>
  );
}
