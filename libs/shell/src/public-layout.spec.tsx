import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { STORAGE_KEYS } from '@wallet/config';
import { awaitFirstScreen, FIRST_SCREEN_PATIENCE_MS, useAfterFirstScreen } from '@wallet/ui';
import { renderPublicLogin } from './render-public-login';
import { useFirstVisitNotice } from './use-first-visit-notice';

const API = 'http://wallet.test';
let agreements: () => Promise<Response> | Response = () => HttpResponse.json(['<p>You must be 18 or older.</p>']);
const server = setupServer(
  http.get(`${API}/api/lookup/info`, () => HttpResponse.json({ name: 'Lucky Wallet', website: 'https://lucky.example' })),
  http.get(`${API}/api/lookup/agreements`, () => agreements()),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  agreements = () => HttpResponse.json(['<p>You must be 18 or older.</p>']);
});
afterAll(() => server.close());

const renderLogin = () => renderPublicLogin(API);

// The browser neither focuses nor sends keys into an inert subtree (jsdom only keeps the attribute).
const takesKeys = (field: HTMLElement) => field.closest('[inert]') === null;

describe('the public screens on a first visit (issue 38 item 1)', () => {
  it('take no key until the agreement notice is answered, then the whole form', async () => {
    renderLogin();
    const field = screen.getByRole('textbox', { name: 'Phone number' });
    expect(takesKeys(field)).toBe(false);
    const notice = await screen.findByRole('dialog', { name: 'Site agreement' });
    expect(takesKeys(field)).toBe(false);
    await userEvent.click(within(notice).getByRole('button', { name: 'I accept' }));
    expect(takesKeys(field)).toBe(true);
    await userEvent.type(field, '0812345678');
    expect(field).toHaveValue('0812345678');
  });

  it('are the visitor’s at once on a return visit', () => {
    window.localStorage.setItem(STORAGE_KEYS.publicAgreement, '2026-01-01');
    renderLogin();
    expect(takesKeys(screen.getByRole('textbox', { name: 'Phone number' }))).toBe(true);
  });

  it('wait for a notice that comes late, however late (a slow phone)', async () => {
    let answer: (() => void) | null = null;
    agreements = () => new Promise((resolve) => (answer = () => resolve(HttpResponse.json(['<p>You must be 18 or older.</p>']))));
    renderLogin();
    const field = screen.getByRole('textbox', { name: 'Phone number' });
    await waitFor(() => expect(answer).not.toBeNull());
    expect(takesKeys(field)).toBe(false);
    act(() => answer?.());
    expect(await screen.findByRole('dialog', { name: 'Site agreement' })).toBeInTheDocument();
    expect(takesKeys(field)).toBe(false);
  });

  it('are the visitor’s at once when the agreements cannot be read, with no notice', async () => {
    agreements = () => new HttpResponse(null, { status: 500 });
    renderLogin();
    const field = screen.getByRole('textbox', { name: 'Phone number' });
    await waitFor(() => expect(takesKeys(field)).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the first-visit notice whose code cannot be had (offline)', () => {
  it('gives the screen to the visitor, without the notice', async () => {
    const { result } = renderHook(() => useFirstVisitNotice(() => Promise.reject(new Error('Failed to fetch dynamically imported module'))));
    expect(result.current.asking).toBe(true);
    await waitFor(() => expect(result.current.asking).toBe(false));
  });
});

describe('the extras on a public arrival (issue 36)', () => {
  it('come once the public screen is drawn, not before', async () => {
    awaitFirstScreen();
    const extras = renderHook(() => useAfterFirstScreen());
    expect(extras.result.current).toBe(false);
    renderLogin();
    await screen.findByRole('textbox', { name: 'Phone number' });
    // Well before the patience that lets the extras come without the screen's word.
    await waitFor(() => expect(extras.result.current).toBe(true), { timeout: FIRST_SCREEN_PATIENCE_MS / 4 });
  });
});
