// The wallet's modals with a real backend's odd answers (issue 24): the phone wallet's modes, the
// refund check's held bonus as an object or null, and the rows of invites, refunds and deposit
// accounts that could not be read, left out and said in a quiet line while the rest is shown.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DepositModal } from '../deposit/deposit-modal';
import { InviteModal } from '../invite/invite-modal';
import { RefundModal } from '../refund/refund-modal';
import { depositAccount, depositHandlers, depositLookup } from '../testing/deposit-answers';
import { API, homeHandlers, renderWallet, startServer, walletAnswer } from '../testing/wallet-test-kit';

// Two cores shared by several test runs: the first render of a modal can take seconds.

const refundCheck = (bonus: unknown) => ({ result: true, bonus, info: '', refundAmount: 75.25, refundSuccess: 2, refundFail: 1 });
const refunds = [{ refundAmount: 10, createdAt: '2026-03-01T10:00:00Z' }];

const server = startServer(
  ...homeHandlers(),
  ...depositHandlers(),
  http.get(`${API}/api/refund/check`, () => HttpResponse.json(refundCheck(false))),
  http.post(`${API}/api/refund`, () => HttpResponse.json({ refunds })),
);

// The wallet the modals read (invite totals, the member's currency).
beforeEach(() => server.use(http.get(`${API}/api/wallet`, () => HttpResponse.json(walletAnswer()))));

describe('the phone wallet, whatever the mode is called', () => {
  it('takes AUTO in any case as the automatic account and any other mode as the gift link', async () => {
    server.use(
      http.get(`${API}/api/lookup/deposit`, () =>
        HttpResponse.json(depositLookup({ wallets: [{ walletAccountName: 'WALLET DEMO', mode: 'auto' }, { walletAccountName: 'WALLET DEMO GIFT', mode: 'GIFT' }] })),
      ),
    );
    const user = userEvent.setup();
    renderWallet(<DepositModal onClose={jest.fn()} />);
    await user.click(await screen.findByRole('tab', { name: 'TrueMoney Wallet' }));
    expect(screen.getByRole('tab', { name: 'Automatic' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('WALLET DEMO')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Gift link' }));
    expect(screen.getByRole('textbox', { name: 'Gift link' })).toBeInTheDocument();
  });

  it('keeps the gift link when its only wallet has a mode the app does not know', async () => {
    server.use(http.get(`${API}/api/lookup/deposit`, () => HttpResponse.json(depositLookup({ wallets: [{ walletAccountName: 'GIFT ONLY', mode: 'TRUEMONEY_GIFT' }] }))));
    const user = userEvent.setup();
    renderWallet(<DepositModal onClose={jest.fn()} />);
    await user.click(await screen.findByRole('tab', { name: 'TrueMoney Wallet' }));
    expect(screen.queryByRole('tab', { name: 'Automatic' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Gift link' })).toBeInTheDocument();
  });
});

describe('deposit accounts that could not be read', () => {
  it('are left out, the others shown, and a quiet line says how many', async () => {
    const lookup = depositLookup();
    server.use(
      http.get(`${API}/api/lookup/deposit`, () =>
        HttpResponse.json({ ...lookup, banks: [...lookup.banks, { ...depositAccount({ bankCode: 'SCB' }), bankAccountNo: null }], wallets: [...lookup.wallets, { walletAccountName: null, mode: 'AUTO' }] }),
      ),
    );
    renderWallet(<DepositModal onClose={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    expect(await within(dialog).findByText('2 entries could not be shown')).toBeInTheDocument();
    expect(within(dialog).getByText('Kasikornbank')).toBeInTheDocument();
    expect(within(dialog).queryByText('SCB Bank')).not.toBeInTheDocument();
  });
});

describe('the refund check', () => {
  it.each([
    ['the held bonus itself', { code: 'WELCOME', isActive: true }],
    ['its code', 'WELCOME'],
  ])('keeps receive disabled while a bonus is held, sent as %s', async (_, bonus) => {
    server.use(http.get(`${API}/api/refund/check`, () => HttpResponse.json(refundCheck(bonus))));
    renderWallet(<RefundModal onClose={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    expect(await within(dialog).findByText("You can't receive a refund while you have an active bonus.")).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Receive refund' })).toBeDisabled();
  });

  it('offers the refund when the bonus is null: none is held', async () => {
    server.use(http.get(`${API}/api/refund/check`, () => HttpResponse.json(refundCheck(null))));
    renderWallet(<RefundModal onClose={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    expect(await within(dialog).findByRole('button', { name: 'Receive refund' })).toBeEnabled();
    expect(within(dialog).getByText(/75\.25/)).toBeInTheDocument();
  });
});

describe('invites and refunds that could not be read', () => {
  it('leave the rest of the page shown, a quiet line, and a pager that still offers the next page', async () => {
    const friends = Array.from({ length: 10 }, (_, index) => ({ from: { name: `Friend ${index + 1}` }, amount: index === 4 ? 'ten' : 10, createdAt: '2026-02-03T04:05:06Z' }));
    server.use(http.post(`${API}/api/invite`, () => HttpResponse.json({ invites: friends })));
    renderWallet(<InviteModal onClose={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends' });
    const table = within(dialog).getByRole('table', { name: 'Invited friends' });
    expect(await within(table).findByText('Friend 1')).toBeInTheDocument();
    expect(within(table).queryByText('Friend 5')).not.toBeInTheDocument();
    expect(within(dialog).getByText('1 entry could not be shown')).toBeInTheDocument();
    // Ten rows were sent (a full page): the next page may hold more.
    expect(within(dialog).getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
  });

  it('in the refund table too', async () => {
    server.use(http.post(`${API}/api/refund`, () => HttpResponse.json({ refunds: [...refunds, { refundAmount: null, createdAt: '2026-03-02T10:00:00Z' }] })));
    renderWallet(<RefundModal onClose={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    expect(await within(dialog).findByText('1 entry could not be shown')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('table')).getByText('10.00')).toBeInTheDocument();
  });
});
