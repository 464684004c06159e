import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from './tabs';
import { renderWithUi } from './testing';

const METHODS = [
  { key: 'bank', label: 'Bank transfer' },
  { key: 'qr', label: 'QR code' },
  { key: 'wallet', label: 'TrueMoney Wallet' },
  { key: 'slip', label: 'Upload slip' },
] as const;
type Method = (typeof METHODS)[number]['key'];

function DepositTabs() {
  const [selected, setSelected] = useState<Method>('bank');
  return (
    <Tabs tabs={METHODS} selected={selected} onSelect={setSelected} label="Choose a way to deposit">
      <p>Panel of {selected}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('wraps the tabs onto a further row instead of scrolling them out of sight', () => {
    renderWithUi(<DepositTabs />);
    const list = screen.getByRole('tablist', { name: 'Choose a way to deposit' });
    expect(list).toHaveStyle({ flexWrap: 'wrap' });
    expect(getComputedStyle(list).overflowX).not.toMatch(/auto|scroll/);
    for (const tab of screen.getAllByRole('tab')) expect(tab).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('puts only the selected tab in the Tab order and moves with the arrow keys, Home and End, wrapping round', async () => {
    const user = userEvent.setup();
    renderWithUi(<DepositTabs />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Bank transfer' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'QR code' })).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'QR code' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'QR code' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'QR code' })).toHaveTextContent('Panel of qr');

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Upload slip' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Bank transfer' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Upload slip' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel', { name: 'Bank transfer' })).toHaveTextContent('Panel of bank');
  });
});
