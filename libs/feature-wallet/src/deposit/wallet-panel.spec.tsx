import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { decryptTrueLink } from '@wallet/domain';
import { depositHandlers, depositLookup } from '../testing/deposit-answers';
import { API, homeHandlers, refuse, renderWallet, startServer, walletAnswer } from '../testing/wallet-test-kit';
import { DepositModal } from './deposit-modal';

const server = startServer(...homeHandlers(), ...depositHandlers());

async function openWallet(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: 'TrueMoney Wallet' }));
}

describe('phone wallet', () => {
  it('auto mode: the wallet account to pay, with a copy button', async () => {
    const user = userEvent.setup();
    renderWallet(<DepositModal onClose={jest.fn()} />);
    await openWallet(user);
    expect(screen.getByRole('tab', { name: 'Automatic' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('WALLET DEMO')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeEnabled();
  });

  it('gift link: explains the expected form before typing; send stays disabled while the field is empty', async () => {
    const user = userEvent.setup();
    renderWallet(<DepositModal onClose={jest.fn()} />);
    await openWallet(user);
    await user.click(screen.getByRole('tab', { name: 'Gift link' }));
    const field = screen.getByRole('textbox', { name: 'Gift link' });
    expect(field).toHaveAccessibleDescription('A gift link starts with https://gift.truemoney.com/campaign/?v=… followed by the voucher code Minimum 2.00 baht for wallet link deposits');
    const send = screen.getByRole('button', { name: 'Send link' });
    expect(send).toBeDisabled();
    await user.type(field, '   ');
    expect(send).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['another site', 'https://gift.example.test/campaign/?v=abc123'],
    ['no voucher hash', 'https://gift.truemoney.com/campaign/?v='],
    ['a hash with other characters', 'https://gift.truemoney.com/campaign/?v=abc-123'],
    ['plain http', 'http://gift.truemoney.com/campaign/?v=abc123'],
  ])('gift link: %s gets the reason, the send button stays disabled and nothing is sent', async (_name, wrong) => {
    const sent = jest.fn();
    server.use(http.post(`${API}/api/wallet/truelink`, () => (sent(), HttpResponse.json({ message: 'SUCCESS' }))));
    const user = userEvent.setup();
    renderWallet(<DepositModal onClose={jest.fn()} />);
    await openWallet(user);
    await user.click(screen.getByRole('tab', { name: 'Gift link' }));
    const field = screen.getByRole('textbox', { name: 'Gift link' });
    await user.type(field, `${wrong}{Enter}`);
    expect(screen.getByRole('alert')).toHaveTextContent('This is not a TrueMoney gift link. Paste the whole link, starting with https://gift.truemoney.com/campaign/?v=…');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Send link' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(sent).not.toHaveBeenCalled();
  });

  it.each([
    ['th', 'ลิงก์ซองของขวัญ', 'ลิงก์ซองของขวัญขึ้นต้นด้วย', 'ลิงก์นี้ไม่ใช่ลิงก์ซองของขวัญ TrueMoney'],
    ['lo', 'ລິ້ງຊອງຂອງຂວັນ', 'ລິ້ງຊອງຂອງຂວັນຂຶ້ນຕົ້ນດ້ວຍ', 'ລິ້ງນີ້ບໍ່ແມ່ນລິ້ງຊອງຂອງຂວັນ TrueMoney'],
  ] as const)('gift link: the expected form and the reason read in %s', async (locale, name, form, reason) => {
    const user = userEvent.setup();
    renderWallet(<DepositModal onClose={jest.fn()} />, { locale });
    await user.click(await screen.findByRole('tab', { name: 'TrueMoney Wallet' }));
    await user.click(screen.getByRole('tab', { name }));
    const field = screen.getByRole('textbox', { name });
    expect(field).toHaveAccessibleDescription(expect.stringContaining(`${form} https://gift.truemoney.com/campaign/?v=…`));
    await user.type(field, 'https://example.test');
    expect(screen.getByRole('alert')).toHaveTextContent(reason);
  });

  it('gives a kip member the 2 baht minimum in whole kip at the build rate', async () => {
    server.use(http.get(`${API}/api/wallet`, () => HttpResponse.json(walletAnswer({ profile: { ...walletAnswer().profile, currency: 'LAK' } }))));
    const user = userEvent.setup();
    renderWallet(<DepositModal onClose={jest.fn()} />, { region: 'la' });
    await openWallet(user);
    await user.click(screen.getByRole('tab', { name: 'Gift link' }));
    expect(screen.getByText('Minimum 1,300 kip for wallet link deposits')).toBeInTheDocument();
  });

  it('sends the link encrypted with the gift wallet name, once, and says link sent', async () => {
    const bodies: { link: string }[] = [];
    server.use(
      http.post(`${API}/api/wallet/truelink`, async ({ request }) => {
        bodies.push((await request.json()) as { link: string });
        return HttpResponse.json({ message: 'SUCCESS' });
      }),
    );
    const user = userEvent.setup();
    renderWallet(<DepositModal onClose={jest.fn()} />);
    await openWallet(user);
    await user.click(screen.getByRole('tab', { name: 'Gift link' }));
    await user.type(screen.getByRole('textbox', { name: 'Gift link' }), '  https://gift.truemoney.com/campaign/?v=abc  ');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Link sent')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0].link).not.toContain('truemoney');
    expect(await decryptTrueLink(bodies[0].link, 'test-secret')).toEqual({ link: 'https://gift.truemoney.com/campaign/?v=abc', walletAccountName: 'WALLET DEMO GIFT' });
    expect(screen.getByRole('textbox', { name: 'Gift link' })).toHaveValue('');
  });

  it.each([
    ['TRUELINK_DUPLICATE', 'This gift link has already been used'],
    ['TRUELINK_INVALID', 'Invalid gift link'],
  ])('translates %s in an alert titled with the deposit error', async (code, message) => {
    server.use(http.post(`${API}/api/wallet/truelink`, () => refuse(code)));
    const user = userEvent.setup();
    renderWallet(<DepositModal onClose={jest.fn()} />);
    await openWallet(user);
    await user.click(screen.getByRole('tab', { name: 'Gift link' }));
    await user.type(screen.getByRole('textbox', { name: 'Gift link' }), 'https://gift.truemoney.com/campaign/?v=abc123');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Deposit failed' });
    expect(alert).toHaveTextContent(message);
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('shows only the gift link when the server offers no automatic wallet', async () => {
    server.use(http.get(`${API}/api/lookup/deposit`, () => HttpResponse.json(depositLookup({ wallets: [{ walletAccountName: 'GIFT ONLY', mode: 'LINK' }] }))));
    const user = userEvent.setup();
    renderWallet(<DepositModal onClose={jest.fn()} />);
    await openWallet(user);
    expect(screen.queryByRole('tab', { name: 'Automatic' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Gift link' })).toBeInTheDocument();
  });
});
