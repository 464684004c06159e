// Issue 19: while the browser is offline a spin and a coupon claim are disabled with their reason,
// and nothing is sent or queued for later.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Coupon } from '@wallet/api';
import { createTestStore, minimalWallet, withStore } from '@wallet/api/testing';
import { RegionProvider, regionFromEnv } from '@wallet/config';
import { darkTheme } from '@wallet/ui';
import { renderWithUi, setNetwork } from '@wallet/ui/testing';
import { SpinPage } from './spin-page';

const API = 'http://wallet.test';
const slice = (code: string, label: string) => ({ code, label, bgColor: '#f94144', textColor: '#ffffff', htmlDescription: `<p>${label}</p>` });
const coupon: Coupon = { _id: 'c1', prize: { name: '10 ฿', slice: { code: 'C10', label: '10 ฿' } }, amount: 10, claimed: false, createdAt: '2026-11-20T10:00:00Z' };

const sent: string[] = [];
const server = setupServer(
  // The coupons wait while the member holds an active bonus (issue 38 item 4): none here.
  http.get(`${API}/api/bonus/check/active`, () => HttpResponse.json({ status: false, type: '' })),
  http.get(`${API}/api/spinwheel/setup`, () => HttpResponse.json({ wheel: { name: 'Lucky Wheel', slices: [slice('C5', '5 ฿'), slice('C10', '10 ฿')] }, userCoin: 2 })),
  http.get(`${API}/api/spinwheel/coupon`, () => HttpResponse.json({ coupons: [coupon] })),
  // The coupons' amounts are in the member's currency.
  http.get(`${API}/api/wallet`, () => HttpResponse.json(minimalWallet({ coin: 2 }))),
);
server.events.on('request:start', ({ request }) => {
  sent.push(`${request.method} ${new URL(request.url).pathname}`);
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sent.length = 0;
  // jsdom has no canvas: the drawing is skipped, everything around it still runs.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => server.close());

describe('prize actions while offline (issue 19)', () => {
  it('disables the spin and the coupon claims with the reason, sends nothing, and offers them again once back', async () => {
    const user = userEvent.setup();
    const config = regionFromEnv({ VITE_REGION: 'th' });
    renderWithUi(<SpinPage />, { route: '/user/spin', theme: darkTheme, wrap: (children) => <RegionProvider config={config}>{withStore(createTestStore({ apiBase: API }))(children)}</RegionProvider> });
    const spin = await screen.findByRole('button', { name: /Spin\s*2 coins/ });
    const claim = await screen.findByRole('button', { name: 'Claim 10 ฿' });
    expect(spin).not.toHaveAttribute('aria-disabled');
    expect(claim).toBeEnabled();

    setNetwork(false);
    // The wheel's centre keeps the focus while it cannot spin (aria-disabled), the claim is disabled.
    expect(spin).toHaveAttribute('aria-disabled', 'true');
    expect(claim).toBeDisabled();
    for (const prizeAction of [spin, claim]) {
      expect(prizeAction).toHaveAccessibleDescription('Waiting for the connection');
      await user.click(prizeAction);
    }
    // The reason is on screen, not only read out.
    expect(screen.getByText('Waiting for the connection', { selector: 'p' })).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    setNetwork(true);
    expect(spin).not.toHaveAttribute('aria-disabled');
    expect(claim).toBeEnabled();
    await waitFor(() => expect(sent.filter((call) => !call.startsWith('GET '))).toEqual([]));
  });
});
