import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RefundCheckResponse } from '@wallet/api';
import { API, refuse, renderWallet, startServer, walletAnswer } from '../testing/wallet-test-kit';
import { RefundModal } from './refund-modal';

// Two cores shared by several test runs: the first render of a modal can take seconds.
jest.setTimeout(15_000);

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

let walletCalls = 0;
let addCalls = 0;
const server = startServer(
  http.get(`${API}/api/wallet`, () => {
    walletCalls += 1;
    return HttpResponse.json(walletAnswer());
  }),
  http.get(`${API}/api/refund/check`, () => HttpResponse.json(check())),
  http.post(`${API}/api/refund`, async ({ request }) => {
    const { page, limit } = (await request.json()) as { page: number; limit: number };
    return HttpResponse.json({ refunds: refunds.slice((page - 1) * limit, page * limit), total: refunds.length });
  }),
  http.get(`${API}/api/refund/addWallet`, () => {
    addCalls += 1;
    return HttpResponse.json({ message: 'REFUND_SUCCESS' });
  }),
);

beforeEach(() => {
  walletCalls = 0;
  addCalls = 0;
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

  it('adds the refund to the wallet once, says so and refreshes the balance', async () => {
    const { dialog, user, receive } = await openRefund();
    await waitFor(() => expect(receive()).toBeEnabled());
    const before = walletCalls;
    await user.dblClick(receive());
    expect(await screen.findByText('Refund added to your wallet')).toBeInTheDocument();
    expect(addCalls).toBe(1);
    await waitFor(() => expect(walletCalls).toBeGreaterThan(before));
    expect(dialog).toBeInTheDocument();
  });

  it('sends a second tap right after the answer nowhere: it waits for the check to be read again', async () => {
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
    const { dialog, user, receive } = await openRefund();
    await waitFor(() => expect(receive()).toBeEnabled());
    await user.click(receive());
    expect(await screen.findByText('Refund added to your wallet')).toBeInTheDocument();
    await user.click(receive());
    expect(addCalls).toBe(1);
    await waitFor(() => expect(checks).toBe(2));
    answerCheck();
    expect(await within(dialog).findByText('No refund available')).toBeInTheDocument();
    expect(addCalls).toBe(1);
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

  it("names REFUND_MINIMUM's amount in the member's currency (a kip member of the Laos build)", async () => {
    server.use(
      http.get(`${API}/api/wallet`, () => HttpResponse.json(walletAnswer({ profile: { ...walletAnswer().profile, currency: 'LAK' } }))),
      http.get(`${API}/api/refund/addWallet`, () => refuse('REFUND_MINIMUM')),
    );
    const { user, receive } = await openRefund('la');
    await waitFor(() => expect(receive()).toBeEnabled());
    await user.click(receive());
    const alert = await screen.findByRole('alertdialog', { name: 'Refund failed' });
    expect(alert).toHaveTextContent('The refund must be more than 0.00 kip');
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
