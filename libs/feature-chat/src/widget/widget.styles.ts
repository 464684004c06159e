import styled from 'styled-components';
import { floatingLaneBottom } from '@wallet/ui';

// A complementary landmark (axe: no text outside landmarks), above the page and the bottom menu,
// below modals (100) and toasts (200). The launcher and its
// invite bubble share one row, the lane every screen leaves free at its foot (ui page.tsx).
export const Dock = styled.aside`
  position: fixed;
  right: ${({ theme }) => theme.layout.floatingGap};
  ${floatingLaneBottom}
  z-index: 70;
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space(2)};
`;

export const LauncherRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

export const Invite = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  max-width: min(240px, calc(100vw - ${({ theme }) => theme.layout.chatLauncherSize} - 4 * ${({ theme }) => theme.layout.floatingGap}));
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1)} ${theme.space(1)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow};
  font-size: ${({ theme }) => theme.font.small};
  p {
    margin: 0;
  }
`;

export const Launcher = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme }) => theme.layout.chatLauncherSize};
  height: ${({ theme }) => theme.layout.chatLauncherSize};
  border: none;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  box-shadow: ${({ theme }) => theme.shadow};
  cursor: pointer;
  svg {
    width: 28px;
    height: 28px;
  }
`;

export const Badge = styled.span`
  position: absolute;
  top: -4px;
  right: -4px;
  min-width: 1.375rem;
  height: 1.375rem;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.danger};
  color: ${({ theme }) => theme.color.dangerText};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.375rem;
  text-align: center;
`;

export const Panel = styled.section`
  display: grid;
  grid-template-rows: auto minmax(0, 1fr) auto;
  width: min(calc(100vw - 24px), 400px);
  height: min(calc(100dvh - 200px), 600px);
  min-height: 320px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow};
  overflow: hidden;
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)} ${theme.space(2)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  h2 {
    flex: 1;
    margin: 0;
    font-size: ${({ theme }) => theme.font.body};
  }
`;

export const Status = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;

export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border: none;
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-size: 1.375rem;
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
  }
`;
