import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Checkbox } from './checkbox';
import { Select } from './select';
import { renderWithUi } from './testing';

const BANKS = [
  { value: 'KBANK', label: 'Kasikorn Bank' },
  { value: 'SCB', label: 'Siam Commercial Bank' },
];

describe('Select', () => {
  it('stays a native, labelled select that the keyboard can change', async () => {
    function Bank() {
      const [bank, setBank] = useState('');
      return <Select label="Bank" placeholder="Choose a bank" options={BANKS} value={bank} onChange={(event) => setBank(event.target.value)} />;
    }
    renderWithUi(<Bank />);
    const select = screen.getByRole('combobox', { name: 'Bank' });
    expect(select.tagName).toBe('SELECT');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a bank', 'Kasikorn Bank', 'Siam Commercial Bank']);
    select.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.selectOptions(select, 'SCB');
    expect(select).toHaveValue('SCB');
  });

  it('points at its error', () => {
    renderWithUi(<Select label="Bank" options={BANKS} error="Please choose a bank" />);
    const select = screen.getByRole('combobox', { name: 'Bank' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please choose a bank');
  });
});

describe('Checkbox', () => {
  it('is a native checkbox named by its label, toggled by a tap on the label or Space', async () => {
    function Remember() {
      const [checked, setChecked] = useState(false);
      return <Checkbox label="Remember me" checked={checked} onChange={(event) => setChecked(event.target.checked)} />;
    }
    renderWithUi(<Remember />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box.tagName).toBe('INPUT');
    await userEvent.click(screen.getByText('Remember me'));
    expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });
});
