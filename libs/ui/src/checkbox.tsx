import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

// The whole row is the touch target (48 px high), so the small box is easy to hit on a phone.
const Row = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 48px;
  cursor: pointer;
  user-select: none;
`;

/** A native checkbox with its label; the box is painted by the theme (see checkbox.styles.ts). */
export function Checkbox({ label, ...rest }: CheckboxProps) {
  return (
    <Row>
      <input type="checkbox" {...rest} />
      <span>{label}</span>
    </Row>
  );
}
