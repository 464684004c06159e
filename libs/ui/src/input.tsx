import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { Field, describedBy, fieldControlStyles } from './field';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

const StyledInput = styled.input<{ $invalid: boolean }>`
  ${fieldControlStyles}
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;

export function Input({ label, error, hint, ...rest }: InputProps) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <StyledInput id={id} $invalid={Boolean(error)} aria-invalid={Boolean(error) || undefined} aria-describedby={describedBy(id, error, hint)} {...rest} />
    </Field>
  );
}
