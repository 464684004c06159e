import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';

// A phone has the menu fixed at the bottom; from 900 px it is a strip under the top bar (sticky,
// so the layouts render it right after the top bar).
export const Bar = styled.nav`
  position: fixed;
  bottom: 0;
  left: 0;
  right: 0;
  z-index: 50;
  height: calc(${({ theme }) => theme.layout.bottomMenuHeight} + env(safe-area-inset-bottom, 0px));
  padding-bottom: env(safe-area-inset-bottom, 0px);
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  ul {
    display: flex;
    height: 100%;
    max-width: ${({ theme }) => theme.layout.maxWidth};
    margin: 0 auto;
    padding: 0;
    list-style: none;
  }
  li {
    flex: 1;
    min-width: 0;
    /* Its label's size is measured against it (itemStyles). */
    container-type: inline-size;
  }
  ${({ theme }) => theme.media.wide} {
    position: sticky;
    top: ${({ theme }) => theme.layout.topBarEnd};
    bottom: auto;
    height: ${({ theme }) => theme.layout.topNavHeight};
    padding: 0 ${({ theme }) => theme.space(4)};
    border-top: none;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    ul {
      justify-content: flex-start;
      gap: ${({ theme }) => theme.space(1)};
      max-width: ${({ theme }) => theme.layout.wideMaxWidth};
    }
    li {
      flex: none;
      /* Sized by its label here, so not a size container. */
      container-type: normal;
    }
  }
`;

const itemStyles = css<{ $primary?: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  width: 100%;
  height: 100%;
  min-width: 48px;
  /* A button's own padding would take 12 px from its label's fifth of a small phone, and break
     'Conditions' inside the word at 320 px; links and buttons get the same box. */
  padding: 0;
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.6875rem;
  /* The label follows the member's text size as far as its fifth of the phone holds its longest
     word ('Conditions' fits 64 px at 11 px): at 200% text it shrinks to fit rather than break
     inside a word. The plain size above stays for a browser without container units. */
  font-size: min(0.6875rem, 17.2cqi);
  /* Each label keeps to its fifth of a small phone: two lines rather than into its neighbour. */
  line-height: 1.2;
  text-align: center;
  overflow-wrap: anywhere;
  text-decoration: none;
  cursor: pointer;
  &.active {
    color: ${({ theme }) => theme.color.primaryStrong};
    font-weight: 700;
  }
  ${({ $primary, theme }) =>
    $primary &&
    css`
      svg {
        width: 52px;
        height: 52px;
        padding: 12px;
        margin-top: -26px;
        border: 4px solid ${theme.color.surface};
        border-radius: 50%;
        background: ${theme.color.primary};
        color: ${theme.color.primaryText};
        box-shadow: ${theme.shadow};
      }
    `}
  ${({ theme }) => theme.media.wide} {
    flex-direction: row;
    gap: ${({ theme }) => theme.space(2)};
    padding: 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.body};
    border-bottom: 3px solid transparent;
    &.active {
      border-bottom-color: ${({ theme }) => theme.color.primary};
    }
    svg {
      width: 20px;
      height: 20px;
      padding: 0;
      margin: 0;
      border: none;
      border-radius: 0;
      background: none;
      color: inherit;
      box-shadow: none;
    }
  }
`;

export const LinkItem = styled(NavLink)<{ $primary?: boolean }>`
  ${itemStyles}
`;

export const ButtonItem = styled.button<{ $primary?: boolean }>`
  ${itemStyles}
`;
