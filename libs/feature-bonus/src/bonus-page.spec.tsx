import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { Bonus, BonusActiveCheck } from '@wallet/api';
import { createTestStore, withStore } from '@wallet/api/testing';
import { RegionProvider, regionFromEnv } from '@wallet/config';
import { darkTheme } from '@wallet/ui';
import { renderWithUi } from '@wallet/ui/testing';
import { BonusPage } from './bonus-page';

const API = 'http://wallet.test';
const today = new Date().toISOString();

function bonus(overrides: Partial<Bonus> & Pick<Bonus, 'code'>): Bonus {
  return {
    name: `Bonus ${overrides.code}`,
    type: 'limit',
    maxReceived: 1,
    percentFail: 10,
    banners: [{ image: `/banners/${overrides.code}.svg`, html: `<p>About ${overrides.code}</p><img src=x onerror="window.hacked=1">` }],
    userBonus: null,
    ...overrides,
  };
}

const BONUSES: Bonus[] = [
  bonus({ code: 'WELCOME', userBonus: { _id: 'u1', isActive: true, received: [{ updatedAt: today }] } }),
  bonus({ code: 'DAILY10', type: 'day', userBonus: { _id: 'u2', isActive: false, received: [{ updatedAt: today }] } }),
  bonus({ code: 'WEEKLY50', type: 'week', maxReceived: 2, percentFail: 20 }),
];

function handlers(active: BonusActiveCheck = { status: false, type: '' }): HttpHandler[] {
  return [
    http.get(`${API}/api/bonus/check/active`, () => HttpResponse.json(active)),
    http.get(`${API}/api/bonus`, () => HttpResponse.json(BONUSES)),
  ];
}

const server = setupServer(...handlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderPage() {
  const store = createTestStore({ apiBase: API });
  const config = regionFromEnv({ VITE_REGION: 'th' });
  return renderWithUi(<BonusPage />, { route: '/user/bonus', theme: darkTheme, wrap: (children) => <RegionProvider config={config}>{withStore(store)(children)}</RegionProvider> });
}

const refuse = (code: string) => HttpResponse.json({ message: code }, { status: 400 });

describe('BonusPage: promotion codes', () => {
  it('upper-cases what is typed, looks the code up and receives it', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/api/promotion/find/:code`, ({ params }) => {
        asked.push(String(params.code));
        return HttpResponse.json({ code: 'WELCOME100', percentFail: 10, description: '<p>Welcome <b>100 baht</b></p>' });
      }),
      http.get(`${API}/api/promotion/activate/:code`, ({ params }) => {
        asked.push(`activate ${String(params.code)}`);
        return HttpResponse.json({ message: 'SUCCESS' });
      }),
    );
    renderPage();
    const input = await screen.findByLabelText('Promotion code');
    await userEvent.type(input, 'welcome100');
    expect(input).toHaveValue('WELCOME100');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    const dialog = await screen.findByRole('dialog', { name: 'Promotion' });
    expect(await within(dialog).findByText(/One condition of this promotion is set at 10%/)).toBeInTheDocument();
    expect(await within(dialog).findByText('100 baht')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Receive promotion' }));
    expect(await screen.findByText('Promotion received')).toBeInTheDocument();
    expect(asked).toEqual(['WELCOME100', 'activate WELCOME100']);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Promotion' })).not.toBeInTheDocument());
  });

  it('asks for a code before searching, without calling the server', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Search' }));
    expect(screen.getByText('Please enter a promotion code')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when the code is not found', async () => {
    server.use(http.get(`${API}/api/promotion/find/:code`, () => refuse('NO_PROMOTION')));
    renderPage();
    await userEvent.type(await screen.findByLabelText('Promotion code'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Promotion' });
    expect(await within(dialog).findByText('Promotion code not found')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Receive promotion' })).not.toBeInTheDocument();
  });

  it('shows a refused promotion in an alert titled with the error label', async () => {
    server.use(
      http.get(`${API}/api/promotion/find/:code`, () => HttpResponse.json({ code: 'SONGKRAN50', percentFail: 15, description: 'Songkran' })),
      http.get(`${API}/api/promotion/activate/:code`, () => refuse('PROMOTION_RECEIVED')),
    );
    renderPage();
    await userEvent.type(await screen.findByLabelText('Promotion code'), 'songkran50');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Receive promotion' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Promotion activation failed' });
    expect(alert).toHaveTextContent("You've already received this promotion");
  });
});

describe('BonusPage: the held bonus', () => {
  it('shows its type and cancels it after a warning', async () => {
    let cleared = 0;
    server.use(
      ...handlers({ status: true, type: 'week' }),
      http.get(`${API}/api/bonus/clear`, () => {
        cleared += 1;
        return HttpResponse.json({ message: 'BONUS_CLEAR' });
      }),
    );
    renderPage();
    expect(await screen.findByText('Active bonus: Weekly')).toBeInTheDocument();
    expect(screen.queryByLabelText('Promotion code')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel bonus' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Cancel bonus?' });
    // What cancelling does to the money, before the member agrees (issue 25).
    expect(warning).toHaveTextContent(/turnover condition no longer applies, and what happens to the bonus money is set by the bonus's conditions/);
    expect(cleared).toBe(0);
    server.use(...handlers());
    await userEvent.click(within(warning).getByRole('button', { name: 'Yes, cancel bonus' }));
    expect(await screen.findByText('Bonus cancelled')).toBeInTheDocument();
    expect(cleared).toBe(1);
    expect(await screen.findByLabelText('Promotion code')).toBeInTheDocument();
  });

  it('shows a failed cancel in a danger dialog titled cancel bonus failed', async () => {
    server.use(...handlers({ status: true, type: 'limit' }), http.get(`${API}/api/bonus/clear`, () => refuse('BONUS_CONDITION')));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel bonus' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, cancel bonus' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Cancel bonus failed' });
    expect(alert).toHaveTextContent('Condition for bonus end not met');
  });
});

describe('BonusPage: the bonus cards', () => {
  it('shows each card in its state: active, received to the limit (disabled) or open', async () => {
    renderPage();
    const active = await screen.findByRole('button', { name: /Bonus WELCOME/ });
    expect(active).toHaveTextContent('Active');
    expect(active).toBeEnabled();
    const daily = screen.getByRole('button', { name: /Bonus DAILY10/ });
    expect(daily).toBeDisabled();
    expect(daily).toHaveTextContent('Received');
    expect(screen.getByRole('button', { name: /Bonus WEEKLY50/ })).toBeEnabled();
  });

  it('opens a bonus with its notice and shows a refusal in an alert titled with the error label', async () => {
    server.use(http.get(`${API}/api/bonus/activate/:code`, () => refuse('BONUS_ALREADY_ACTIVE')));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Bonus WEEKLY50/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Bonus WEEKLY50' });
    expect(await within(dialog).findByText(/The site sets one of them at 20%/)).toBeInTheDocument();
    expect(await within(dialog).findByText('About WEEKLY50')).toBeInTheDocument();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Receive bonus' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Bonus activation failed' });
    expect(alert).toHaveTextContent('You already have an active bonus');
  });

  it('receives a bonus, then reloads the cards', async () => {
    let lists = 0;
    server.use(
      http.get(`${API}/api/bonus`, () => {
        lists += 1;
        return HttpResponse.json(BONUSES);
      }),
      http.get(`${API}/api/bonus/activate/WEEKLY50`, () => HttpResponse.json({ _id: 'u3', isActive: true, received: [{ updatedAt: today }] })),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Bonus WEEKLY50/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Receive bonus' }));
    expect(await screen.findByText('Bonus received')).toBeInTheDocument();
    await waitFor(() => expect(lists).toBe(2));
  });

  it('offers only a confirm control on the bonus already held', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Bonus WELCOME/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Bonus WELCOME' });
    expect(within(dialog).getByText('This bonus is already active')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Receive bonus' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers a retry when the cards cannot be loaded', async () => {
    server.use(http.get(`${API}/api/bonus`, () => HttpResponse.error()));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    server.use(http.get(`${API}/api/bonus`, () => HttpResponse.json(BONUSES)));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Bonus WEEKLY50/ })).toBeInTheDocument();
  });
});

describe('BonusPage: a backend that gives only what the spec promises', () => {
  it('names a bonus by its code when the answer has no name', async () => {
    server.use(http.get(`${API}/api/bonus`, () => HttpResponse.json(BONUSES.map(({ name: _name, ...spec }) => spec))));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /WEEKLY50/ }));
    expect(await screen.findByRole('dialog', { name: 'WEEKLY50' })).toBeInTheDocument();
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'vbscript:msgbox(1)'])(
    'shows no banner picture from an address that is not a web address: %p',
    async (image) => {
      server.use(http.get(`${API}/api/bonus`, () => HttpResponse.json(BONUSES.map((item) => ({ ...item, banners: [{ image, html: '<p>Banner</p>' }] })))));
      const { container } = renderPage();
      await userEvent.click(await screen.findByRole('button', { name: /Bonus WEEKLY50/ }));
      await screen.findByRole('dialog', { name: 'Bonus WEEKLY50' });
      expect(container.ownerDocument.querySelectorAll('img')).toHaveLength(0);
    },
  );

  it('says the answer could not be read, with a retry, when the cards answer is empty', async () => {
    server.use(http.get(`${API}/api/bonus`, () => new HttpResponse(null, { status: 200 })));
    renderPage();
    expect(await screen.findByText("The server sent an answer this app can't read. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('BonusPage: every prize action once', () => {
  /** Counts the calls of one route, answering `body`. */
  function counting(path: string, body: Record<string, unknown>) {
    const calls = { count: 0 };
    server.use(
      http.get(`${API}${path}`, () => {
        calls.count += 1;
        return HttpResponse.json(body);
      }),
    );
    return calls;
  }

  it('receives a bonus once for two taps in one frame and a tap right after the answer', async () => {
    const calls = counting('/api/bonus/activate/:code', { _id: 'u3', isActive: true, received: [{ updatedAt: today }] });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Bonus WEEKLY50/ }));
    const receive = await screen.findByRole('button', { name: 'Receive bonus' });
    fireEvent.click(receive);
    fireEvent.click(receive);
    expect(await screen.findByText('Bonus received')).toBeInTheDocument();
    fireEvent.click(receive);
    expect(calls.count).toBe(1);
  });

  it('receives a promotion once for two taps in one frame and a tap right after the answer', async () => {
    server.use(http.get(`${API}/api/promotion/find/:code`, () => HttpResponse.json({ percentFail: 10, description: 'Welcome' })));
    const calls = counting('/api/promotion/activate/:code', { message: 'SUCCESS' });
    renderPage();
    await userEvent.type(await screen.findByLabelText('Promotion code'), 'welcome100');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const receive = await screen.findByRole('button', { name: 'Receive promotion' });
    fireEvent.click(receive);
    fireEvent.click(receive);
    expect(await screen.findByText('Promotion received')).toBeInTheDocument();
    fireEvent.click(receive);
    expect(calls.count).toBe(1);
  });

  it('cancels the held bonus once for two taps in one frame and a tap right after the answer', async () => {
    server.use(...handlers({ status: true, type: 'week' }));
    const calls = counting('/api/bonus/clear', { message: 'BONUS_CLEAR' });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel bonus' }));
    const confirm = await screen.findByRole('button', { name: 'Yes, cancel bonus' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('Bonus cancelled')).toBeInTheDocument();
    fireEvent.click(confirm);
    expect(calls.count).toBe(1);
  });
});
