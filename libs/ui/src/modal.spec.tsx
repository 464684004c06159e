import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
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

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithUi(
      <>
        <button type="button">behind</button>
        <Modal open title="Transfer" onClose={jest.fn()} footer={<button type="button">Transfer only</button>}>
          <input aria-label="Amount" />
        </Modal>
      </>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    const submit = screen.getByRole('button', { name: 'Transfer only' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(amount).toHaveFocus();
    await user.tab();
    expect(submit).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit).toHaveFocus();
    await user.tab({ shift: true });
    expect(amount).toHaveFocus();
  });

  it('starts Shift+Tab from the panel at the last control', async () => {
    const user = userEvent.setup();
    renderWithUi(
      <Modal open title="Transfer" onClose={jest.fn()} footer={<button type="button">Transfer only</button>}>
        text
      </Modal>,
    );
    expect(screen.getByRole('dialog')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Transfer only' })).toHaveFocus();
  });

  it('gives focus back to what opened it when it closes', async () => {
    const user = userEvent.setup();
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Withdraw
          </button>
          <Modal open={open} title="Withdraw money" onClose={() => setOpen(false)}>
            body
          </Modal>
        </>
      );
    }
    renderWithUi(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByRole('dialog', { name: 'Withdraw money' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toHaveFocus();
  });

  it('gives focus to its fallback when what opened it has gone meanwhile', async () => {
    const user = userEvent.setup();
    function Claim() {
      const [open, setOpen] = useState(false);
      const title = useRef<HTMLHeadingElement>(null);
      return (
        <>
          <h2 ref={title} tabIndex={-1}>
            Coupons
          </h2>
          {!open && (
            <button type="button" onClick={() => setOpen(true)}>
              Claim
            </button>
          )}
          <Modal open={open} title="Claimed" onClose={() => setOpen(false)} fallbackFocus={title}>
            body
          </Modal>
        </>
      );
    }
    renderWithUi(<Claim />);
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    expect(screen.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('heading', { name: 'Coupons' })).toHaveFocus();
  });

  // Issue 38 item 8: a sheet whose focused control goes once a confirmation is answered (Cancel
  // QR: the code's Cancel button, replaced by the form once the code is gone).
  function Deposit({ goesAt, onClose }: { goesAt: 'confirm' | 'later'; onClose: () => void }) {
    const [live, setLive] = useState(true);
    const [confirming, setConfirming] = useState(false);
    const confirm = () => {
      if (goesAt === 'confirm') setLive(false);
      setConfirming(false);
      if (goesAt === 'later') setTimeout(() => setLive(false));
    };
    return (
      <Modal open title="Deposit" onClose={onClose}>
        {live ? (
          <button type="button" onClick={() => setConfirming(true)}>
            Cancel code
          </button>
        ) : (
          <input aria-label="Amount" />
        )}
        <ConfirmDialog open={confirming} title="Cancel this code?" onConfirm={confirm} onCancel={() => setConfirming(false)}>
          It cannot be paid afterwards.
        </ConfirmDialog>
      </Modal>
    );
  }

  it.each(['confirm', 'later'] as const)('keeps the focus in the sheet when the control that opened a confirmation goes (%s), and Escape still reaches it', async (goesAt) => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithUi(<Deposit goesAt={goesAt} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Cancel code' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Cancel this code?' })).getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('textbox', { name: 'Amount' });
    expect(screen.getByRole('dialog', { name: 'Deposit' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  // A sheet's money button is disabled while its call is in flight: the focus on it fell to the
  // page, where Tab reached "Skip to content" behind the sheet and Escape no sheet.
  it('keeps the focus in the sheet while the focused button waits, disabled, for its answer', async () => {
    const user = userEvent.setup();
    function Promotion() {
      const [sending, setSending] = useState(false);
      return (
        <Modal open title="Promotion" onClose={jest.fn()}>
          <button type="button" disabled={sending} onClick={() => setSending(true)}>
            Receive
          </button>
        </Modal>
      );
    }
    renderWithUi(<Promotion />);
    await user.click(screen.getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Promotion' })).toHaveFocus());
    // Tab goes on inside the sheet, to its first control.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  // Issue 40 item 1: a sheet's button that opened an alert may be disabled when the alert closes (a
  // money action waiting for the network); focus given back to it alone stayed on the page, where
  // Escape reached no sheet and Tab went to the page's first link.
  it('gives the focus back to the sheet when what opened an alert over it cannot take it', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    function Promotion() {
      const [tried, setTried] = useState(false);
      const [refused, setRefused] = useState(false);
      const receive = () => {
        setTried(true);
        setRefused(true);
      };
      return (
        <Modal open title="Promotion" onClose={onClose}>
          <button type="button" disabled={tried && !refused} onClick={receive}>
            Receive
          </button>
          <ConfirmDialog open={refused} title="Promotion activation failed" onConfirm={() => setRefused(false)}>
            Already received.
          </ConfirmDialog>
        </Modal>
      );
    }
    renderWithUi(<Promotion />);
    await user.click(screen.getByRole('button', { name: 'Receive' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Promotion' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  // Issue 40 item 11: Enter answers an alert as a member expects of its one button.
  it('opens an alert on its OK, so Enter answers it, and a question on its panel', async () => {
    const user = userEvent.setup();
    const onOk = jest.fn();
    const { rerender } = renderWithUi(
      <ConfirmDialog open title="Withdrawal failed" onConfirm={onOk}>
        Not enough money.
      </ConfirmDialog>,
    );
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOk).toHaveBeenCalledTimes(1);
    rerender(
      <ConfirmDialog open title="Cancel this code?" onConfirm={onOk} onCancel={jest.fn()}>
        It cannot be paid afterwards.
      </ConfirmDialog>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Cancel this code?' })).toHaveFocus();
  });

  it('is not a second page banner: no header landmark inside the dialog', () => {
    renderWithUi(
      <Modal open title="Withdraw" onClose={jest.fn()} footer={<button type="button">OK</button>}>
        body
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Withdraw' });
    expect(within(dialog).queryByRole('banner')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(dialog.querySelector('header, footer')).toBeNull();
  });

  it('closes only the top dialog on Escape when one is opened over another', async () => {
    const outerClose = jest.fn();
    const innerClose = jest.fn();
    renderWithUi(
      <Modal open title="Deposit" onClose={outerClose}>
        <Modal open title="Are you sure?" onClose={innerClose}>
          inner
        </Modal>
      </Modal>,
    );
    screen.getByRole('dialog', { name: 'Are you sure?' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(innerClose).toHaveBeenCalledTimes(1);
    expect(outerClose).not.toHaveBeenCalled();
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
