import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { Modal } from './modal';
import { useHoldReload, useReloadHolds } from './reload-holds';
import { renderWithUi } from './testing';

function HoldCount() {
  return <output aria-label="holds">{useReloadHolds()}</output>;
}

function Wheel({ turning }: { turning: boolean }) {
  useHoldReload(turning);
  return null;
}

function Screen() {
  const [sheet, setSheet] = useState(false);
  const [question, setQuestion] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setSheet(true)}>
        Open the sheet
      </button>
      <Modal open={sheet} title="Transfer" onClose={() => setSheet(false)}>
        <button type="button" onClick={() => setQuestion(true)}>
          Ask
        </button>
      </Modal>
      <ConfirmDialog open={question} title="Sure?" onConfirm={() => setQuestion(false)} onCancel={() => setQuestion(false)}>
        Transfer 100?
      </ConfirmDialog>
    </>
  );
}

describe('what holds off a reload', () => {
  it('is every open modal, a dialog over a sheet included, and drops them as they close', async () => {
    const user = userEvent.setup();
    renderWithUi(
      <>
        <HoldCount />
        <Screen />
      </>,
    );
    const count = screen.getByRole('status', { name: 'holds' });
    expect(count).toHaveTextContent('0');
    await user.click(screen.getByRole('button', { name: 'Open the sheet' }));
    expect(count).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(count).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(count).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(count).toHaveTextContent('0');
  });

  it('lets go of a modal removed while open', () => {
    const view = renderWithUi(
      <>
        <HoldCount />
        <Modal open title="Deposit" onClose={jest.fn()}>
          body
        </Modal>
      </>,
    );
    expect(screen.getByRole('status', { name: 'holds' })).toHaveTextContent('1');
    view.rerender(<HoldCount />);
    expect(screen.getByRole('status', { name: 'holds' })).toHaveTextContent('0');
  });

  it('is also any step a screen marks as in progress, while it lasts', () => {
    const view = renderWithUi(
      <>
        <HoldCount />
        <Wheel turning />
      </>,
    );
    expect(screen.getByRole('status', { name: 'holds' })).toHaveTextContent('1');
    view.rerender(
      <>
        <HoldCount />
        <Wheel turning={false} />
      </>,
    );
    expect(screen.getByRole('status', { name: 'holds' })).toHaveTextContent('0');
  });
});
