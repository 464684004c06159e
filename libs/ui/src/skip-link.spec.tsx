import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Page } from './page';
import { renderWithUi } from './testing';
import { TopBar } from './top-bar';

function Screen() {
  return (
    <>
      <TopBar title="Wallet" actions={<button type="button">Log out</button>} />
      <Page>
        <button type="button">Deposit</button>
      </Page>
    </>
  );
}

describe('the skip link', () => {
  it('is the first stop of the keyboard and takes it past the top bar to the screen itself', async () => {
    const user = userEvent.setup();
    renderWithUi(<Screen />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Deposit' })).toHaveFocus();
  });

  it('speaks the active language', () => {
    renderWithUi(<Screen />, { locale: 'th' });
    expect(screen.getByRole('link', { name: 'ข้ามไปยังเนื้อหา' })).toBeInTheDocument();
  });
});
