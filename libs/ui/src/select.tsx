import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
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

const StyledSelect = styled.select<{ $invalid: boolean }>`
  ${fieldControlStyles}
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
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
