import styled from 'styled-components';

/** A 44 px icon-only button of the member top bar (install, logout); its name is its aria-label. */
export const TopBarIconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
`;
