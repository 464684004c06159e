import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';
import { Modal } from './modal';
import { renderWithUi } from './testing';

describe('Modal', () => {
  it('is a labelled dialog that closes with Escape or its close button', async () => {
    const onClose = jest.fn();
    renderWithUi(
      <Modal open title="Withdraw" onClose={onClose}>
        body
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Withdraw' });
    expect(dialog).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('cannot be dismissed while not dismissible', async () => {
    const onClose = jest.fn();
    renderWithUi(
      <Modal open title="Withdraw" onClose={onClose} dismissible={false}>
        body
      </Modal>,
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('renders nothing when closed', () => {
    renderWithUi(
      <Modal open={false} title="Withdraw" onClose={jest.fn()}>
        body
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  it('asks with confirm and cancel', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderWithUi(
      <ConfirmDialog open title="Cancel bonus?" onConfirm={onConfirm} onCancel={onCancel}>
        Your bonus will end.
      </ConfirmDialog>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Cancel bonus?' })).toHaveTextContent('Your bonus will end.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('acts as an alert with a single OK when there is nothing to cancel', () => {
    renderWithUi(
      <ConfirmDialog open title="Error" onConfirm={jest.fn()}>
        Insufficient funds
      </ConfirmDialog>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['×', 'OK']);
  });

  it('disables confirm while the confirmed action is in flight', () => {
    renderWithUi(
      <ConfirmDialog open title="Receive?" onConfirm={jest.fn()} onCancel={jest.fn()} busy>
        x
      </ConfirmDialog>,
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
