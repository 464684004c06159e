import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, refuse, renderWallet, startServer, walletAnswer } from '../testing/wallet-test-kit';
import { WithdrawModal } from './withdraw-modal';

const sent: unknown[] = [];
const server = startServer(
  http.get(`${API}/api/wallet`, () => HttpResponse.json(walletAnswer())),
  http.get(`${API}/api/lookup/withdraw`, () => HttpResponse.json({ withdrawMin: 100, withdrawMax: 50000 })),
  http.get(`${API}/api/lookup/banks`, () => HttpResponse.json([{ code: 'KBANK', nameTH: 'ธนาคารกสิกรไทย', nameEN: 'Kasikornbank' }])),
  http.post(`${API}/api/wallet/withdrawAll`, async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json({ message: 'SUCCESS' });
  }),
);

beforeEach(() => {
  sent.length = 0;
});

async function openWithdraw() {
  const onClose = jest.fn();
  const user = userEvent.setup();
  renderWallet(<WithdrawModal onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Withdraw' });
  return { dialog, user, onClose, amount: () => within(dialog).getByLabelText('Amount'), submit: () => within(dialog).getByRole('button', { name: 'Withdraw' }) };
}

describe('the withdraw modal', () => {
  it('shows the limits and the registered bank account before anything is typed', async () => {
    const { dialog } = await openWithdraw();
    expect(await within(dialog).findByText('Minimum 100.00 baht, maximum 50,000.00 baht')).toBeInTheDocument();
    expect(within(dialog).getByText('SOMCHAI JAIDEE')).toBeInTheDocument();
    expect(within(dialog).getByText('123-456-7890')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Kasikornbank'],
    ['lo', 'Kasikornbank'],
    ['th', 'ธนาคารกสิกรไทย'],
  ] as const)('names the bank paid to in the member language (%s): English where it is not Thai', async (locale, shown) => {
    renderWallet(<WithdrawModal onClose={jest.fn()} />, { locale });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(shown)).toBeInTheDocument();
    expect(within(dialog).getByText('SOMCHAI JAIDEE')).toBeInTheDocument();
  });

  it('says how much can be withdrawn, the wallet and every game, and that game balances are collected first', async () => {
    const { dialog } = await openWithdraw();
    // 1,000.50 in the wallet + 250.25 + 12 + 80 + 0 in the games.
    expect(await within(dialog).findByText('Available: 1,342.75 baht')).toBeInTheDocument();
    expect(within(dialog).getByText('Game balances are moved back to your main wallet first, then this amount is withdrawn.')).toBeInTheDocument();
  });

  it.each([
    ['99.99', 'The minimum withdrawal is 100.00 baht'],
    ['50000.01', 'The maximum withdrawal is 50,000.00 baht'],
  ])('refuses %s with the limit in words', async (typed, message) => {
    const { dialog, user, amount, submit } = await openWithdraw();
    await within(dialog).findByText(/Minimum 100\.00/);
    await user.type(amount(), typed);
    await user.click(submit());
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it.each([
    ['100', 100],
    ['50000', 50000],
  ])('withdraws exactly at the bound %s with the withdrawAll call, then says to wait', async (typed, amountSent) => {
    const { dialog, user, amount, submit, onClose } = await openWithdraw();
    await within(dialog).findByText(/Minimum 100\.00/);
    await user.type(amount(), typed);
    await user.dblClick(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ amount: amountSent }]);
    expect(await screen.findByText('Withdrawal successful. Please wait for the transfer.')).toBeInTheDocument();
    // A tap that lands after the answer, before the closed modal is gone, sends nothing.
    await user.click(submit());
    expect(sent).toEqual([{ amount: amountSent }]);
  });

  it('sends an amount typed with the separators the app writes as its plain number', async () => {
    const { dialog, user, amount, submit, onClose } = await openWithdraw();
    await within(dialog).findByText(/Minimum 100\.00/);
    await user.type(amount(), '1,000.50');
    await user.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ amount: 1000.5 }]);
  });

  it.each(['en', 'th', 'lo'] as const)('keeps the limits in view beside the error (%s)', async (locale) => {
    const user = userEvent.setup();
    renderWallet(<WithdrawModal onClose={jest.fn()} />, { locale });
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('textbox');
    await waitFor(() => expect(field).toHaveAccessibleDescription(/100\.00.*50,000\.00/));
    const limits = field.getAttribute('aria-describedby') ?? '';
    await user.type(field, '1,00,0');
    // The submit button's name is in the member's language: it is the form's submit.
    const submit = dialog.querySelector<HTMLButtonElement>('button[type=submit]');
    if (submit) await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(/100\.00.*50,000\.00/);
    expect(document.getElementById(limits)).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('shows a refusal in an alert titled with the error label', async () => {
    server.use(http.post(`${API}/api/wallet/withdrawAll`, () => refuse('MONEY_NOT_ENOUGH')));
    const { dialog, user, amount, submit } = await openWithdraw();
    await within(dialog).findByText(/Minimum 100\.00/);
    await user.type(amount(), '200');
    await user.click(submit());
    expect(await screen.findByRole('alertdialog', { name: 'Withdrawal failed' })).toHaveTextContent(/insufficient/i);
  });

  it('offers a retry when the limits cannot be read, and cannot be sent without them', async () => {
    let reachable = false;
    server.use(http.get(`${API}/api/lookup/withdraw`, () => (reachable ? HttpResponse.json({ withdrawMin: 100, withdrawMax: 50000 }) : HttpResponse.error())));
    const { dialog, user, amount, submit } = await openWithdraw();
    await user.type(amount(), '200');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/server|connection/i);
    expect(submit()).toBeDisabled();
    reachable = true;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText(/Minimum 100\.00/)).toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });
});
