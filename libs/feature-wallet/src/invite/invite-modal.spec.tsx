import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, refuse, renderWallet, startServer, walletAnswer } from '../testing/wallet-test-kit';
import { InviteModal } from './invite-modal';

// Two cores shared by several test runs: the first render of a modal can take seconds.

const invites = Array.from({ length: 12 }, (_, index) => ({ from: { name: `Friend ${index + 1}` }, amount: 10, createdAt: '2026-02-03T04:05:06Z' }));
const pages: number[] = [];
const server = startServer(
  http.get(`${API}/api/wallet`, () => HttpResponse.json(walletAnswer())),
  http.post(`${API}/api/invite`, async ({ request }) => {
    const { page, limit } = (await request.json()) as { page: number; limit: number };
    pages.push(page);
    expect(limit).toBe(10);
    return HttpResponse.json({ invites: invites.slice((page - 1) * limit, page * limit), total: invites.length });
  }),
);

beforeEach(() => {
  pages.length = 0;
});

describe('the invite modal', () => {
  it("shows the member's invite link, the totals and the invited friends, 10 a page", async () => {
    const user = userEvent.setup();
    renderWallet(<InviteModal onClose={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends' });
    expect(await within(dialog).findByText(`${window.location.origin}/register?code=PRm1`)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(within(dialog).getByText('Successful').closest('div')).toHaveTextContent(/^Successful2$/);
    expect(within(dialog).getByText('Unsuccessful').closest('div')).toHaveTextContent(/^Unsuccessful1$/);
    const table = within(dialog).getByRole('table', { name: 'Invited friends' });
    expect(await within(table).findByText('Friend 1')).toBeInTheDocument();
    expect(within(table).getAllByText('03/02/2026', { exact: false }).length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Page 2' }));
    expect(await within(table).findByText('Friend 11')).toBeInTheDocument();
    expect(pages).toEqual([1, 2]);
  });

  it('shows the friends without the link or the totals when the wallet came without their blocks (issue 38 item 3)', async () => {
    server.use(http.get(`${API}/api/wallet`, () => HttpResponse.json({ ...walletAnswer(), profile: null, invite: null })));
    renderWallet(<InviteModal onClose={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends' });
    expect(await within(dialog).findByText('Friend 1')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Successful')).not.toBeInTheDocument();
  });

  it('offers the share sheet where the browser has one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    renderWallet(<InviteModal onClose={jest.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `${window.location.origin}/register?code=PRm1` }));
    delete (navigator as { share?: unknown }).share;
  });

  it('a failed invite list offers a retry', async () => {
    server.use(http.post(`${API}/api/invite`, () => refuse('INTERNAL_SERVER_ERROR', 500)));
    renderWallet(<InviteModal onClose={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument());
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('the invited friends without a total (spec section 7: "Returns invites")', () => {
  it('offers the next page after a full page and ends at a short one', async () => {
    server.use(
      http.post(`${API}/api/invite`, async ({ request }) => {
        const { page, limit } = (await request.json()) as { page: number; limit: number };
        pages.push(page);
        return HttpResponse.json({ invites: invites.slice((page - 1) * limit, page * limit) });
      }),
    );
    const user = userEvent.setup();
    renderWallet(<InviteModal onClose={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends' });
    const table = within(dialog).getByRole('table', { name: 'Invited friends' });
    expect(await within(table).findByText('Friend 10')).toBeInTheDocument();
    const pager = within(dialog).getByRole('navigation', { name: 'Pagination' });
    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(await within(table).findByText('Friend 12')).toBeInTheDocument();
    expect(within(pager).queryByRole('button', { name: 'Page 3' })).not.toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(pages).toEqual([1, 2]);
  });

  it('shows no pager for a single short page', async () => {
    server.use(http.post(`${API}/api/invite`, () => HttpResponse.json({ invites: invites.slice(0, 3) })));
    renderWallet(<InviteModal onClose={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends' });
    expect(await within(dialog).findByText('Friend 3')).toBeInTheDocument();
    expect(within(dialog).queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});
