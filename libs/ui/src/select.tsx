import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { Field, describedBy, fieldControlStyles } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** Text of an empty first choice, for selects that start unchosen. */
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
}

// The native select stays (keyboard, screen readers, the phone's own picker); only its arrow is ours.
const chevron = (color: string) =>
  `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='${encodeURIComponent(color)}' stroke-width='2.5' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M6 9l6 6 6-6'/%3E%3C/svg%3E")`;

export const selectArrowStyles = css`
  appearance: none;
  padding-right: 40px;
  background: ${({ theme }) => theme.color.surface} ${({ theme }) => chevron(theme.color.textMuted)} no-repeat right 12px center / 18px 18px;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const StyledSelect = styled.select<{ $invalid: boolean }>`
  ${fieldControlStyles}
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  ${selectArrowStyles}
`;

export function Select({ label, options, placeholder, error, hint, ...rest }: SelectProps) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <StyledSelect id={id} $invalid={Boolean(error)} aria-invalid={Boolean(error) || undefined} aria-describedby={describedBy(id, error, hint)} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
    </Field>
  );
}
