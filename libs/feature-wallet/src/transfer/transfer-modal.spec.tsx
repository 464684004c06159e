import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, refuse, renderWallet, startServer, walletAnswer } from '../testing/wallet-test-kit';
import { TransferModal } from './transfer-modal';

const sent: unknown[] = [];
const server = startServer(
  http.get(`${API}/api/wallet`, () => HttpResponse.json(walletAnswer())),
  http.post(`${API}/api/wallet/transfer`, async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json({ message: 'SUCCESS' });
  }),
);

beforeEach(() => {
  sent.length = 0;
});

async function openTransfer(props: { initialFrom?: string; initialTo?: string } = {}) {
  const onClose = jest.fn();
  const user = userEvent.setup();
  renderWallet(<TransferModal onClose={onClose} {...props} />);
  const dialog = await screen.findByRole('dialog', { name: 'Transfer' });
  // The selects fill once the wallet has answered.
  await waitFor(() => expect(within(dialog).getAllByRole('option', { name: /Main wallet · 1,000\.50 ฿/ }).length).toBeGreaterThan(0));
  return { dialog, user, onClose };
}

const amountOf = (dialog: HTMLElement) => within(dialog).getByLabelText('Amount');
const submitOf = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Confirm transfer' });

describe('the transfer modal', () => {
  it('offers the wallet and every open game with its balance, not the closed ones', async () => {
    const { dialog } = await openTransfer();
    const source = within(dialog).getByLabelText('From');
    const names = within(source).getAllByRole('option').map((option) => option.textContent);
    expect(names).toEqual(['Select source account', 'Main wallet · 1,000.50 ฿', 'PG · 250.25 ฿', 'JOKER · 12.00 ฿', 'UFABET · 80.00 ฿']);
  });

  it("leaves the chosen source out of 'To', and clears a target that becomes the source", async () => {
    const { dialog, user } = await openTransfer({ initialFrom: 'WALLET', initialTo: 'PG' });
    const target = within(dialog).getByLabelText('To');
    const targets = () => within(target).getAllByRole('option').map((option) => option.textContent);
    expect(targets()).toEqual(['Select target account', 'PG · 250.25 ฿', 'JOKER · 12.00 ฿', 'UFABET · 80.00 ฿']);
    await user.selectOptions(within(dialog).getByLabelText('From'), 'PG');
    expect(targets()).toEqual(['Select target account', 'Main wallet · 1,000.50 ฿', 'JOKER · 12.00 ฿', 'UFABET · 80.00 ฿']);
    expect(target).toHaveValue('');
  });

  it('keeps the confirm button disabled until the amount is above 0', async () => {
    const { dialog, user } = await openTransfer({ initialFrom: 'WALLET', initialTo: 'PG' });
    expect(submitOf(dialog)).toBeDisabled();
    await user.type(amountOf(dialog), '0');
    expect(submitOf(dialog)).toBeDisabled();
    await user.clear(amountOf(dialog));
    await user.type(amountOf(dialog), '0.5');
    expect(submitOf(dialog)).toBeEnabled();
  });

  it('asks for both accounts', async () => {
    const { dialog, user } = await openTransfer({ initialFrom: 'WALLET' });
    await user.type(amountOf(dialog), '10');
    await user.click(submitOf(dialog));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select the source and target accounts');
    expect(sent).toEqual([]);
  });

  it('refuses the same account on both sides', async () => {
    const { dialog, user } = await openTransfer({ initialFrom: 'PG', initialTo: 'PG' });
    await user.type(amountOf(dialog), '10');
    await user.click(submitOf(dialog));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Cannot transfer: the source and target accounts are the same');
    expect(sent).toEqual([]);
  });

  it('names the 1 baht minimum in the member’s currency', async () => {
    const { dialog, user } = await openTransfer({ initialFrom: 'WALLET', initialTo: 'PG' });
    await user.type(amountOf(dialog), '0.99');
    await user.click(submitOf(dialog));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The minimum transfer is 1.00 baht');
    expect(sent).toEqual([]);
  });

  it('sends an amount typed with the separators the app writes as its plain number', async () => {
    const { dialog, user, onClose } = await openTransfer({ initialFrom: 'WALLET', initialTo: 'PG' });
    await user.type(amountOf(dialog), '1,000.50');
    await user.click(submitOf(dialog));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ from: 'WALLET', to: 'PG', amount: 1000.5 }]);
  });

  it.each([
    ['en', 'Minimum 1.00 baht'],
    ['th', 'ขั้นต่ำ 1.00 บาท'],
    ['lo', 'ຂັ້ນຕ່ຳ 1.00 ບາດ'],
  ] as const)('keeps the minimum in view beside an amount error (%s)', async (locale, minimum) => {
    const user = userEvent.setup();
    renderWallet(<TransferModal onClose={jest.fn()} initialFrom="WALLET" initialTo="PG" />, { locale });
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('textbox');
    await waitFor(() => expect(field).toHaveAccessibleDescription(minimum));
    // Under the minimum (the button is enabled above 0): the submit is the form's, in any language.
    await user.type(field, '0.5');
    const submit = dialog.querySelector<HTMLButtonElement>('button[type=submit]');
    if (submit) await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(new RegExp(`${minimum}$`));
    expect(within(dialog).getByText(minimum)).toBeVisible();
    expect(sent).toEqual([]);
  });

  describe('for a kip member', () => {
    async function openKipTransfer() {
      server.use(http.get(`${API}/api/wallet`, () => HttpResponse.json(walletAnswer({ profile: { ...walletAnswer().profile, currency: 'LAK' }, wallet: { amount: 650000 } }))));
      const user = userEvent.setup();
      renderWallet(<TransferModal onClose={jest.fn()} initialFrom="WALLET" initialTo="PG" />, { region: 'la' });
      const dialog = await screen.findByRole('dialog', { name: 'Transfer' });
      await waitFor(() => expect(within(dialog).getAllByRole('option', { name: /Main wallet · 650,000 ₭/ }).length).toBeGreaterThan(0));
      return { dialog, user };
    }

    it('names the 1 baht minimum in whole kip at the build rate', async () => {
      const { dialog, user } = await openKipTransfer();
      await user.type(amountOf(dialog), '649');
      await user.click(submitOf(dialog));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('The minimum transfer is 650 kip');
      expect(sent).toEqual([]);
    });

    it('asks for whole kip, then sends the amount', async () => {
      const { dialog, user } = await openKipTransfer();
      await user.type(amountOf(dialog), '1000.5');
      await user.click(submitOf(dialog));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Kip amounts are whole numbers');
      await user.clear(amountOf(dialog));
      await user.type(amountOf(dialog), '1000');
      await user.click(submitOf(dialog));
      await waitFor(() => expect(sent).toEqual([{ from: 'WALLET', to: 'PG', amount: 1000 }]));
    });

    it('sends a kip amount typed grouped as the app writes it as its whole number', async () => {
      const { dialog, user } = await openKipTransfer();
      await user.type(amountOf(dialog), '1,000,000');
      await user.click(submitOf(dialog));
      await waitFor(() => expect(sent).toEqual([{ from: 'WALLET', to: 'PG', amount: 1_000_000 }]));
    });
  });

  it('sends one transfer, even on a double tap, then says so and closes', async () => {
    const { dialog, user, onClose } = await openTransfer({ initialFrom: 'WALLET', initialTo: 'PG' });
    await user.type(amountOf(dialog), '100.5');
    await user.dblClick(submitOf(dialog));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ from: 'WALLET', to: 'PG', amount: 100.5 }]);
    expect(await screen.findByText('Transfer successful')).toBeInTheDocument();
    // A tap that lands after the answer, before the closed modal is gone, sends nothing.
    await user.click(submitOf(dialog));
    expect(sent).toEqual([{ from: 'WALLET', to: 'PG', amount: 100.5 }]);
  });

  it.each([
    ['MONEY_NOT_ENOUGH', /insufficient/i],
    ['TRANSFER_FAIL', /returned to (your )?wallet/i],
  ])('shows %s in an alert titled with the error label', async (code, text) => {
    server.use(http.post(`${API}/api/wallet/transfer`, () => refuse(code)));
    const { dialog, user, onClose } = await openTransfer({ initialFrom: 'WALLET', initialTo: 'PG' });
    await user.type(amountOf(dialog), '100');
    await user.click(submitOf(dialog));
    const alert = await screen.findByRole('alertdialog', { name: 'Transfer failed' });
    expect(alert).toHaveTextContent(text);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('tells the member to check the balance when the transfer times out, instead of inviting a second tap', async () => {
    server.use(http.post(`${API}/api/wallet/transfer`, () => HttpResponse.error()));
    const { dialog, user } = await openTransfer({ initialFrom: 'WALLET', initialTo: 'PG' });
    await user.type(amountOf(dialog), '100');
    await user.click(submitOf(dialog));
    expect(await screen.findByRole('alertdialog', { name: 'Transfer failed' })).toHaveTextContent('Check your balance before you try again');
  });
});
