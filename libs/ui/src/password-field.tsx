import { Input, type InputProps } from './input';

export interface PasswordFieldProps extends Omit<InputProps, 'type' | 'autoComplete'> {
  /** Which password it asks for, so a password manager fills the saved one or offers a new one. */
  autoComplete: 'current-password' | 'new-password';
}

/** A labelled, masked password input with its error or hint (Input's). */
export function PasswordField(props: PasswordFieldProps) {
  return <Input type="password" {...props} />;
}
