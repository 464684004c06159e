import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './button';
import { InfoDialog } from './info-dialog';
import { renderWithUi } from './testing';

describe('InfoDialog', () => {
  it('is read, then closed with its one OK button, and gives focus back to what opened it', async () => {
    const user = userEvent.setup();
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Spin
          </button>
          <InfoDialog open={open} title="You won" onClose={() => setOpen(false)}>
            100 coins
          </InfoDialog>
        </>
      );
    }
    renderWithUi(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    const dialog = screen.getByRole('dialog', { name: 'You won' });
    expect(dialog).toHaveFocus();
    expect(dialog).toHaveTextContent('100 coins');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spin' })).toHaveFocus();
  });

  it('names its button after where it leads, and closes with Escape too', async () => {
    const onClose = jest.fn();
    renderWithUi(
      <InfoDialog open title="News" closeLabel="Continue" onClose={onClose}>
        A new game
      </InfoDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'News' });
    expect(within(dialog).queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('offers one action above OK, and cannot be closed while that action is in flight', async () => {
    const onClose = jest.fn();
    const claim = <Button block>Claim now</Button>;
    const { rerender } = renderWithUi(
      <InfoDialog open title="You won" action={claim} onClose={onClose}>
        100 coins
      </InfoDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'You won' });
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['×', 'Claim now', 'OK']);
    rerender(
      <InfoDialog open title="You won" action={claim} busy onClose={onClose}>
        100 coins
      </InfoDialog>,
    );
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});
