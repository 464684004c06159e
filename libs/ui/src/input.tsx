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
  /* An empty date shows a hint, not a value: the format in Chromium and Firefox, today's date in
     WebKit (Safari), which would otherwise draw it as if chosen, in a bright tint of the text colour. */
  &[type='date'][data-empty] {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export function Input({ label, error, hint, ...rest }: InputProps) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <StyledInput
        id={id}
        $invalid={Boolean(error)}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy(id, error, hint)}
        data-empty={rest.value === '' || undefined}
        {...rest}
      />
    </Field>
  );
}
