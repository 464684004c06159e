import styled from 'styled-components';
import { floatingLaneBottom } from '@wallet/ui';

// In the floating lane above the bottom menu, left of the chat launcher, so neither the menu nor
// the launcher is covered; under any modal (z-index 100), which the member finishes first.
export const Bar = styled.div`
  position: fixed;
  ${floatingLaneBottom}
  left: ${({ theme }) => theme.layout.floatingGap};
  right: calc(2 * ${({ theme }) => theme.layout.floatingGap} + ${({ theme }) => theme.layout.chatLauncherSize});
  z-index: 90;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  max-width: 420px;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow};
`;

export const Texts = styled.p`
  flex: 1 1 160px;
  margin: 0;
  strong {
    display: block;
  }
  span {
    display: block;
    margin-top: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.small};
  }
`;

export const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: auto;
`;
