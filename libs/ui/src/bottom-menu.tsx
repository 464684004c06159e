import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';

export interface BottomMenuItem {
  key: string;
  label: string;
  icon: ReactNode;
  /** A route to go to; leave out and give onSelect for items that open something instead. */
  to?: string;
  onSelect?: () => void;
  /** The big centre button. */
  primary?: boolean;
}

const Bar = styled.nav`
  position: fixed;
  bottom: 0;
  left: 50%;
  transform: translateX(-50%);
  z-index: 50;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  height: ${({ theme }) => theme.layout.bottomMenuHeight};
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  ul {
    display: flex;
    height: 100%;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    flex: 1;
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
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 11px;
  text-decoration: none;
  cursor: pointer;
  &.active {
    color: ${({ theme }) => theme.color.primary};
    font-weight: 700;
  }
  ${({ $primary, theme }) =>
    $primary &&
    css`
      svg {
        width: 48px;
        height: 48px;
        padding: 10px;
        margin-top: -22px;
        border-radius: 50%;
        background: ${theme.color.primary};
        color: ${theme.color.primaryText};
        box-shadow: ${theme.shadow};
      }
    `}
`;

const LinkItem = styled(NavLink)<{ $primary?: boolean }>`
  ${itemStyles}
`;

const ButtonItem = styled.button<{ $primary?: boolean }>`
  ${itemStyles}
`;

export function BottomMenu({ items, label }: { items: readonly BottomMenuItem[]; label: string }) {
  return (
    <Bar aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            {item.to ? (
              <LinkItem to={item.to} end $primary={item.primary}>
                {item.icon}
                <span>{item.label}</span>
              </LinkItem>
            ) : (
              <ButtonItem type="button" $primary={item.primary} onClick={item.onSelect}>
                {item.icon}
                <span>{item.label}</span>
              </ButtonItem>
            )}
          </li>
        ))}
      </ul>
    </Bar>
  );
}
