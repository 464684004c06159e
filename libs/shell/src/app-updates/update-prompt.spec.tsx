import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { walletApi } from '@wallet/api';
import { createTestStore, withStore } from '@wallet/api/testing';
import type { Locale } from '@wallet/config';
import { Button, Modal } from '@wallet/ui';
import { renderWithUi } from '@wallet/ui/testing';
import { UpdatePrompt } from './update-prompt';

const API = 'http://wallet.test';
// The balance refresh (a mutation) answers only when the test says so.
let answerRefresh: (() => void) | null = null;
const server = setupServer(
  http.get(`${API}/api/wallet/refresh/slot`, async () => {
    await new Promise<void>((resolve) => (answerRefresh = resolve));
    return HttpResponse.json({ message: 'success' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** A stand-in for the update watch: the test says when a release is found. */
function fakeWatch() {
  let report: (release: string) => void = () => undefined;
  const apply = jest.fn(async (_release: string) => undefined);
  const stop = jest.fn();
  const startWatch = jest.fn((onRelease: (release: string) => void) => {
    report = onRelease;
    return { apply, stop };
  });
  return { startWatch, apply, stop, found: (release: string) => act(() => report(release)) };
}

/** A screen with a modal the member can open and close. */
function ScreenWithModal() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open conditions</Button>
      <Modal open={open} title="Conditions" onClose={() => setOpen(false)}>
        Text
      </Modal>
    </>
  );
}

function renderPrompt(locale: Locale = 'en') {
  const watch = fakeWatch();
  const store = createTestStore({ apiBase: API });
  const view = renderWithUi(
    <>
      <ScreenWithModal />
      <UpdatePrompt startWatch={watch.startWatch} />
    </>,
    { locale, wrap: withStore(store) },
  );
  return { ...watch, store, view };
}

const prompt = () => screen.queryByText('A new version is available');

describe('the update prompt', () => {
  it('shows nothing until a new release is found, then offers Reload and Later', () => {
    const { found } = renderPrompt();
    expect(prompt()).not.toBeInTheDocument();
    found('1.1.15');
    expect(prompt()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Later' })).toBeEnabled();
  });

  it('reloads into the release at once when the member agrees at a safe moment', async () => {
    const { found, apply } = renderPrompt();
    found('1.1.15');
    expect(apply).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledWith('1.1.15');
  });

  it('waits while a call that changes something is in flight, then reloads once it has answered', async () => {
    const { found, apply, store } = renderPrompt();
    found('1.1.15');
    const refresh = store.dispatch(walletApi.endpoints.refreshGameBalances.initiate());
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(screen.getByText('Reloading once the current step is done')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeDisabled();
    expect(apply).not.toHaveBeenCalled();
    await waitFor(() => expect(answerRefresh).not.toBeNull());
    answerRefresh?.();
    await refresh;
    await waitFor(() => expect(apply).toHaveBeenCalledWith('1.1.15'));
  });

  it('waits while a modal is open, then reloads once it is closed', async () => {
    const user = userEvent.setup();
    const { found, apply } = renderPrompt();
    await user.click(screen.getByRole('button', { name: 'Open conditions' }));
    found('1.1.15');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(screen.getByText('Reloading once the current step is done')).toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(apply).toHaveBeenCalledWith('1.1.15');
  });

  it('never reloads by itself, even when it becomes safe', async () => {
    const user = userEvent.setup();
    const { found, apply } = renderPrompt();
    await user.click(screen.getByRole('button', { name: 'Open conditions' }));
    found('1.1.15');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(prompt()).toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
  });

  it('hides after Later, until another release is found', async () => {
    const { found, apply } = renderPrompt();
    found('1.1.15');
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(prompt()).not.toBeInTheDocument();
    found('1.1.15');
    expect(prompt()).not.toBeInTheDocument();
    found('1.1.16');
    expect(prompt()).toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
  });

  it('speaks Thai and Lao', () => {
    const thai = renderPrompt('th');
    thai.found('1.1.15');
    expect(screen.getByText('มีเวอร์ชันใหม่แล้ว')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'โหลดใหม่' })).toBeInTheDocument();
    thai.view.unmount();
    const lao = renderPrompt('lo');
    lao.found('1.1.15');
    expect(screen.getByText('ມີເວີຊັນໃໝ່ແລ້ວ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ໂຫຼດໃໝ່' })).toBeInTheDocument();
  });

  it('stops watching when it goes away', () => {
    const { stop, view } = renderPrompt();
    view.unmount();
    expect(stop).toHaveBeenCalled();
  });
});
