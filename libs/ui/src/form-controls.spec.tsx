import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Checkbox } from './checkbox';
import { Input } from './input';
import { Select } from './select';
import { renderWithUi } from './testing';
import { lightTheme } from './theme';

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

describe('Input', () => {
  it('keeps its hint in view beside its error, and is described by both', () => {
    renderWithUi(<Input label="Amount" hint="Minimum 100.00, maximum 50,000.00" error="Please enter a valid amount" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid amount');
    expect(screen.getByText('Minimum 100.00, maximum 50,000.00')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription('Please enter a valid amount Minimum 100.00, maximum 50,000.00');
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

describe('Input', () => {
  it('draws an empty date in the hint colour and a chosen one in the text colour, whatever the engine shows in it', async () => {
    function From() {
      const [day, setDay] = useState('');
      return <Input type="date" label="From" value={day} onChange={(event) => setDay(event.target.value)} />;
    }
    renderWithUi(<From />);
    const field = screen.getByLabelText('From');
    expect(field).toHaveStyle({ color: lightTheme.color.textMuted });
    await userEvent.type(field, '2026-11-20');
    expect(field).toHaveValue('2026-11-20');
    expect(field).toHaveStyle({ color: lightTheme.color.text });
  });
});
