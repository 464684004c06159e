// Issue 19: while the browser is offline receiving a bonus or a promotion and cancelling the bonus
// held are disabled with their reason, and nothing is sent or queued for later.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { createTestStore, withStore } from '@wallet/api/testing';
import { darkTheme } from '@wallet/ui';
import { renderWithUi, setNetwork } from '@wallet/ui/testing';
import { ActiveBonus } from './active-bonus';
import { BonusModal } from './bonus-modal';
import { PromotionModal } from './promotion-modal';

const API = 'http://wallet.test';
const sent: string[] = [];
const server = setupServer(http.get(`${API}/api/promotion/find/:code`, () => HttpResponse.json({ code: 'WELCOME100', percentFail: 10, description: '<p>Welcome</p>' })));
server.events.on('request:start', ({ request }) => {
  sent.push(`${request.method} ${new URL(request.url).pathname}`);
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sent.length = 0;
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => server.close());

const SCREENS: Record<string, [ReactElement, string]> = {
  'bonus receive': [<BonusModal bonus={{ code: 'WEEKLY50', name: 'Weekly', type: 'week', maxReceived: 2, percentFail: 20, banners: [], userBonus: null }} active={false} onClose={jest.fn()} />, 'Receive bonus'],
  'promotion receive': [<PromotionModal code="WELCOME100" onClose={jest.fn()} onReceived={jest.fn()} />, 'Receive promotion'],
  'bonus cancel': [<ActiveBonus check={{ status: true, type: 'week' }} />, 'Cancel bonus'],
};

describe('bonus actions while offline (issue 19)', () => {
  it.each(Object.keys(SCREENS))('%s: disabled with the reason while offline, nothing sent, enabled again once back', async (name) => {
    const [ui, label] = SCREENS[name];
    const user = userEvent.setup();
    renderWithUi(ui, { theme: darkTheme, wrap: withStore(createTestStore({ apiBase: API })) });
    const action = await screen.findByRole('button', { name: label });
    expect(action).toBeEnabled();

    setNetwork(false);
    expect(action).toBeDisabled();
    expect(action).toHaveAccessibleDescription('Waiting for the connection');
    await user.click(action);

    setNetwork(true);
    expect(action).toBeEnabled();
    await waitFor(() => expect(sent.filter((call) => !call.startsWith('GET /api/promotion/find/'))).toEqual([]));
  });
});
