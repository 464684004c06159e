import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RefundCheckResponse } from '@wallet/api';
import { darkTheme } from '@wallet/ui';
import { API, refuse, renderWallet, startServer, walletAnswer } from '../testing/wallet-test-kit';
import { RefundModal } from './refund-modal';

// Two cores shared by several test runs: the first render of a modal can take seconds.

const check = (overrides: Partial<RefundCheckResponse> = {}): RefundCheckResponse => ({
  result: true,
  bonus: false,
  info: '',
  refundAmount: 75.25,
  refundSuccess: 2,
  refundFail: 1,
  ...overrides,
});

const refunds = Array.from({ length: 23 }, (_, index) => ({ refundAmount: index + 1, createdAt: `2026-03-${String((index % 28) + 1).padStart(2, '0')}T10:00:00Z` }));
const pageOf = async (request: Request) => {
  const { page, limit } = (await request.json()) as { page: number; limit: number };
  return refunds.slice((page - 1) * limit, page * limit);
};

let walletCalls = 0;
/** The refund calls in the order they were sent. */
const calls: string[] = [];
const server = startServer(
  http.get(`${API}/api/wallet`, () => {
    walletCalls += 1;
    return HttpResponse.json(walletAnswer());
  }),
  http.get(`${API}/api/refund/check`, () => HttpResponse.json(check())),
  http.post(`${API}/api/refund`, async ({ request }) => HttpResponse.json({ refunds: await pageOf(request), total: refunds.length })),
  http.get(`${API}/api/refund/receive`, () => {
    calls.push('receive');
    return HttpResponse.json({ message: 'REFUND_SUCCESS' });
  }),
  http.get(`${API}/api/refund/addWallet`, () => {
    calls.push('addWallet');
    return HttpResponse.json({ message: 'REFUND_SUCCESS' });
  }),
);

beforeEach(() => {
  walletCalls = 0;
  calls.length = 0;
});

async function openRefund(region: 'th' | 'la' = 'th') {
  const user = userEvent.setup();
  renderWallet(<RefundModal onClose={jest.fn()} />, { region });
  const dialog = await screen.findByRole('dialog', { name: 'Refund' });
  return { dialog, user, receive: () => within(dialog).getByRole('button', { name: 'Receive refund' }) };
}

describe('the refund modal', () => {
  it('shows the refund check and the first page of refunds, 10 a page', async () => {
    const { dialog, user } = await openRefund();
    expect(await within(dialog).findByText('Available refund: 75.25 baht')).toBeInTheDocument();
    expect(within(dialog).getByText('Received: 2')).toBeInTheDocument();
    expect(within(dialog).getByText('Not received: 1')).toBeInTheDocument();
    const table = await within(dialog).findByRole('table', { name: 'Refund history' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(within(table).getByRole('columnheader', { name: 'Refund amount (฿)' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(within(table).getByText('23.00')).toBeInTheDocument();
  });

  it('receives the refund, then adds it to the wallet, says so and refreshes the balance', async () => {
    const { dialog, user, receive } = await openRefund();
    await waitFor(() => expect(receive()).toBeEnabled());
    const before = walletCalls;
    await user.click(receive());
    expect(await screen.findByText('Refund added to your wallet')).toBeInTheDocument();
    expect(calls).toEqual(['receive', 'addWallet']);
    await waitFor(() => expect(walletCalls).toBeGreaterThan(before));
    expect(dialog).toBeInTheDocument();
  });

  it('sends each step once for two taps in one frame, and nothing for a tap right after the answer: it waits for the check to be read again', async () => {
    let checks = 0;
    let answerCheck = () => undefined as void;
    server.use(
      http.get(`${API}/api/refund/check`, async () => {
        checks += 1;
        // The check read after the refund was added is held back until the test lets it go.
        if (checks > 1) await new Promise<void>((resolve) => (answerCheck = resolve));
        return HttpResponse.json(checks > 1 ? check({ result: false, refundAmount: 0 }) : check());
      }),
    );
    const { dialog, receive } = await openRefund();
    await waitFor(() => expect(receive()).toBeEnabled());
    fireEvent.click(receive());
    fireEvent.click(receive());
    expect(await screen.findByText('Refund added to your wallet')).toBeInTheDocument();
    fireEvent.click(receive());
    expect(calls).toEqual(['receive', 'addWallet']);
    await waitFor(() => expect(checks).toBe(2));
    answerCheck();
    expect(await within(dialog).findByText('No refund available')).toBeInTheDocument();
    expect(calls).toEqual(['receive', 'addWallet']);
  });

  it('stops at a refused receive with its message, and adds nothing', async () => {
    server.use(http.get(`${API}/api/refund/receive`, () => (calls.push('receive'), refuse('BONUS_REMAINING'))));
    const { user, receive } = await openRefund();
    await waitFor(() => expect(receive()).toBeEnabled());
    await user.click(receive());
    const alert = await screen.findByRole('alertdialog', { name: 'Refund failed' });
    expect(alert).toHaveTextContent('Bonus condition still active');
    expect(calls).toEqual(['receive']);
    expect(screen.queryByText('Refund added to your wallet')).not.toBeInTheDocument();
  });

  it('shows a refused add, and the next tap adds the refund received before (receive then says NO_REFUND)', async () => {
    let received = false;
    let addFails = true;
    server.use(
      http.get(`${API}/api/refund/receive`, () => {
        calls.push('receive');
        if (received) return refuse('NO_REFUND');
        received = true;
        return HttpResponse.json({ message: 'REFUND_SUCCESS' });
      }),
      http.get(`${API}/api/refund/addWallet`, () => {
        calls.push('addWallet');
        return addFails ? refuse('REFUND_CONDITION') : HttpResponse.json({ message: 'REFUND_SUCCESS' });
      }),
    );
    const { user, receive } = await openRefund();
    await waitFor(() => expect(receive()).toBeEnabled());
    await user.click(receive());
    const alert = await screen.findByRole('alertdialog', { name: 'Refund failed' });
    expect(alert).toHaveTextContent("You don't meet the refund conditions yet");
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    addFails = false;
    await waitFor(() => expect(receive()).toBeEnabled());
    await user.click(receive());
    expect(await screen.findByText('Refund added to your wallet')).toBeInTheDocument();
    expect(calls).toEqual(['receive', 'addWallet', 'receive', 'addWallet']);
  });

  it('keeps receive disabled while a bonus is held, with both explanations', async () => {
    server.use(http.get(`${API}/api/refund/check`, () => HttpResponse.json(check({ bonus: true }))));
    const { dialog, receive } = await openRefund();
    expect(await within(dialog).findByText("You can't receive a refund while you have an active bonus.")).toBeInTheDocument();
    expect(within(dialog).getByText('Finish or cancel your current bonus first, then try again.')).toBeInTheDocument();
    expect(receive()).toBeDisabled();
  });

  it('says when there is nothing to receive', async () => {
    server.use(http.get(`${API}/api/refund/check`, () => HttpResponse.json(check({ result: false, refundAmount: 0 }))));
    const { dialog, receive } = await openRefund();
    expect(await within(dialog).findByText('No refund available')).toBeInTheDocument();
    expect(receive()).toBeDisabled();
  });

  it('draws nothing to receive as a plain empty-state message, not a box that looks like a field', async () => {
    server.use(http.get(`${API}/api/refund/check`, () => HttpResponse.json(check({ result: false, refundAmount: 0 }))));
    const { dialog } = await openRefund();
    const message = await within(dialog).findByRole('status');
    expect(message).toHaveTextContent('No refund available');
    expect(message).not.toHaveStyle({ borderTopStyle: 'solid' });
    expect(message).toHaveStyle({ color: darkTheme.color.textMuted, textAlign: 'center' });
  });

  it("names REFUND_MINIMUM's amount in the member's currency (a kip member of the Laos build)", async () => {
    server.use(
      http.get(`${API}/api/wallet`, () => HttpResponse.json(walletAnswer({ profile: { ...walletAnswer().profile, currency: 'LAK' } }))),
      http.get(`${API}/api/refund/addWallet`, () => refuse('REFUND_MINIMUM')),
    );
    const { user, receive } = await openRefund('la');
    await waitFor(() => expect(receive()).toBeEnabled());
    await user.click(receive());
    const alert = await screen.findByRole('alertdialog', { name: 'Refund failed' });
    expect(alert).toHaveTextContent('The refund must be more than 0 kip');
  });

  it('offers a retry when the refund check fails, instead of an empty modal', async () => {
    let fail = true;
    server.use(http.get(`${API}/api/refund/check`, () => (fail ? refuse('INTERNAL_SERVER_ERROR', 500) : HttpResponse.json(check()))));
    const { dialog, user } = await openRefund();
    expect(await within(dialog).findByText('A server error occurred. Please try again later.')).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getAllByRole('button', { name: 'Try again' })[0]);
    expect(await within(dialog).findByText('Available refund: 75.25 baht')).toBeInTheDocument();
  });
});

describe('the refund history without a total (spec section 7: "Returns refunds")', () => {
  it('offers the next page after a full page and ends at a short one', async () => {
    const asked: number[] = [];
    server.use(
      http.post(`${API}/api/refund`, async ({ request }) => {
        const rows = await pageOf(request.clone());
        asked.push(((await request.json()) as { page: number }).page);
        return HttpResponse.json({ refunds: rows });
      }),
    );
    const { dialog, user } = await openRefund();
    const table = await within(dialog).findByRole('table', { name: 'Refund history' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    const pager = within(dialog).getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
    expect(within(pager).queryByRole('button', { name: 'Page 3' })).not.toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(await within(pager).findByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    expect(await within(table).findByText('23.00')).toBeInTheDocument();
    expect(within(pager).queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(asked).toEqual([1, 2, 3]);
  });
});
