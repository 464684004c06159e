import styled from 'styled-components';

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.overlay};
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  max-height: calc(100dvh - 32px);
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius.large};
  box-shadow: ${({ theme }) => theme.shadow};
  /* Focus moves to the panel only so keyboard users start inside it; no ring is needed there. */
  &:focus,
  &:focus-visible {
    outline: none;
  }
`;

export const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2)};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.large};
`;

export const CloseButton = styled.button`
  width: 40px;
  height: 40px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 24px;
  line-height: 1;
  cursor: pointer;
`;

export const Body = styled.div`
  padding: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
  overflow-y: auto;
`;

export const Footer = styled.footer`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  justify-content: flex-end;
  padding: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
  & > * {
    flex: 1;
  }
`;
