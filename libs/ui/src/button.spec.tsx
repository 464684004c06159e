import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { renderWithUi, setNetwork } from './testing';

afterEach(() => jest.restoreAllMocks());

describe('Button', () => {
  it('cannot be pressed again while its request is in flight', async () => {
    const onClick = jest.fn();
    const { rerender } = renderWithUi(<Button onClick={onClick}>Transfer</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <Button onClick={onClick} busy>
        Transfer
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Transfer' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('as a money action, cannot be pressed while offline and says why; its name stays its label', async () => {
    const onClick = jest.fn();
    renderWithUi(
      <Button money onClick={onClick}>
        Transfer
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Transfer' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAccessibleDescription();

    setNetwork(false);
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Waiting for the connection');
    expect(button).toHaveTextContent('Waiting for the connection');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    setNetwork(true);
    expect(button).toBeEnabled();
    expect(button).not.toHaveTextContent('Waiting for the connection');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('as any other action, keeps working offline', async () => {
    const onClick = jest.fn();
    renderWithUi(<Button onClick={onClick}>Close</Button>);
    setNetwork(false);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps a Thai or Lao label on one line, never broken between its words (issue 25)', () => {
    renderWithUi(
      <>
        <Button money>รับรางวัล</Button>
        <Button>ຮັບລາງວັນ</Button>
      </>,
      { locale: 'th' },
    );
    expect(screen.getByRole('button', { name: 'รับรางวัล' })).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(screen.getByRole('button', { name: 'ຮັບລາງວັນ' })).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('gives the reason in the member language', () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithUi(<Button money>โอน</Button>, { locale: 'th' });
    expect(screen.getByRole('button', { name: 'โอน' })).toHaveAccessibleDescription('รอการเชื่อมต่อ');
  });
});

describe('ConfirmDialog', () => {
  it('of a money action keeps confirm disabled while offline, and cancel working', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderWithUi(
      <ConfirmDialog open money title="Receive the bonus?" onConfirm={onConfirm} onCancel={onCancel}>
        50.00 baht
      </ConfirmDialog>,
    );
    setNetwork(false);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
