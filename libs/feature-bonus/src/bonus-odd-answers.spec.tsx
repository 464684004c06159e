// The bonus page with a real backend's odd answers (issue 24): a bonus of a type the app does not
// list is shown as available with the type as sent and no exhaustion rule; figures sent as numeric
// strings are read; a bonus that cannot be read is left out, the rest shown, and a quiet line says
// how many.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createTestStore, withStore } from '@wallet/api/testing';
import { RegionProvider, regionFromEnv } from '@wallet/config';
import { darkTheme } from '@wallet/ui';
import { renderWithUi } from '@wallet/ui/testing';
import { BonusPage } from './bonus-page';

const API = 'http://wallet.test';
const today = new Date().toISOString();

/** A bonus as a backend may send it: any JSON. */
const bonus = (code: string, overrides: Record<string, unknown> = {}) => ({
  code,
  name: `Bonus ${code}`,
  type: 'limit',
  maxReceived: 1,
  percentFail: 10,
  banners: [{ image: `/banners/${code}.svg`, html: `<p>About ${code}</p>` }],
  userBonus: null,
  ...overrides,
});

let bonuses: unknown[] = [];
const server = setupServer(
  http.get(`${API}/api/bonus/check/active`, () => HttpResponse.json({ status: false, type: null })),
  http.get(`${API}/api/bonus`, () => HttpResponse.json(bonuses)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderPage() {
  const store = createTestStore({ apiBase: API });
  const config = regionFromEnv({ VITE_REGION: 'th' });
  return renderWithUi(<BonusPage />, { route: '/user/bonus', theme: darkTheme, wrap: (children) => <RegionProvider config={config}>{withStore(store)(children)}</RegionProvider> });
}

describe('the bonus page with odd answers', () => {
  it('shows a bonus of an unlisted type as available, the type as sent, however often it was received', async () => {
    const received = [{ updatedAt: today }, { updatedAt: today }];
    bonuses = [bonus('CASHBACK', { type: 'cashback', maxReceived: '1', userBonus: { _id: 'u1', isActive: false, received } }), bonus('WEEKLY', { type: 'WEEK', maxReceived: '5', percentFail: '20' })];
    renderPage();
    const cashback = await screen.findByRole('button', { name: /Bonus CASHBACK/ });
    expect(cashback).toHaveTextContent('cashback');
    expect(cashback).toBeEnabled();
    expect(cashback).not.toHaveTextContent('Received');
    expect(screen.getByRole('button', { name: /Bonus WEEKLY/ })).toHaveTextContent('Weekly');
    await userEvent.click(screen.getByRole('button', { name: /Bonus WEEKLY/ }));
    expect(await within(await screen.findByRole('dialog')).findByText(/20%/)).toBeInTheDocument();
    expect(screen.queryByText(/could not be shown/)).not.toBeInTheDocument();
  });

  it('leaves out a bonus that cannot be read, shows the rest, and says so quietly', async () => {
    bonuses = [bonus('WELCOME'), bonus('BROKEN', { maxReceived: 'many' }), null, bonus('DAILY', { type: 'day' })];
    renderPage();
    expect(await screen.findByRole('button', { name: /Bonus DAILY/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Bonus WELCOME/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Bonus BROKEN/ })).not.toBeInTheDocument();
    expect(screen.getByText('2 entries could not be shown')).toBeInTheDocument();
  });
});
