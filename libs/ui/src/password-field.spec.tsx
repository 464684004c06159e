import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PasswordField } from './password-field';
import { renderWithUi } from './testing';

describe('PasswordField', () => {
  it('hides what is typed, is named by its label and tells a password manager which password it is', async () => {
    function NewPassword() {
      const [password, setPassword] = useState('');
      return <PasswordField label="New password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} />;
    }
    renderWithUi(<NewPassword />);
    const field = screen.getByLabelText('New password');
    await userEvent.type(field, 'secret1');
    expect(field).toHaveValue('secret1');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'new-password');
  });

  it('announces its error and points at it', () => {
    renderWithUi(<PasswordField label="Current password" autoComplete="current-password" value="" onChange={jest.fn()} error="Please fill in this field" />);
    const field = screen.getByLabelText('Current password');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in this field');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please fill in this field');
  });
});
