import { css } from 'styled-components';

// A native checkbox drawn in the theme: the element stays, so keyboard, forms and screen readers
// behave as usual; only its box and tick are painted.
const TICK = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16' fill='none' stroke='%23141a2b' stroke-width='2.5' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M3.5 8.5l3 3 6-7'/%3E%3C/svg%3E")`;

export const checkboxStyles = css`
  appearance: none;
  flex: none;
  display: inline-grid;
  place-content: center;
  width: 22px;
  height: 22px;
  margin: 0;
  border: 2px solid ${({ theme }) => theme.color.textMuted};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.surface} center / 16px 16px no-repeat;
  cursor: pointer;
  transition: background-color 150ms ease-out, border-color 150ms ease-out;
  &:checked {
    border-color: ${({ theme }) => theme.color.primary};
    background-color: ${({ theme }) => theme.color.primary};
    background-image: ${TICK};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
