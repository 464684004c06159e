import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createTestStore, withStore } from '@wallet/api/testing';
import { STORAGE_KEYS } from '@wallet/config';
import { renderWithUi } from '@wallet/ui/testing';
import { siteApi } from '@wallet/api';
import { loadSanitizer } from '@wallet/ui';
import { AgreementNotice } from './agreement-notice';

const API = 'http://wallet.test';
let requests = 0;
let answer: () => Response = () => HttpResponse.json(['<p>You must be 18 or older.</p>']);
const server = setupServer(
  http.get(`${API}/api/lookup/agreements`, () => {
    requests += 1;
    return answer();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
let onSettled = jest.fn();
beforeEach(() => {
  onSettled = jest.fn();
  answer = () => HttpResponse.json(['<p>You must be 18 or older.</p>']);
});
afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  requests = 0;
});
afterAll(() => server.close());

const renderNotice = () => renderWithUi(<AgreementNotice onSettled={onSettled} />, { wrap: withStore(createTestStore({ apiBase: API })) });

describe('AgreementNotice', () => {
  it('opens on a first visit, settles once accepted and is remembered', async () => {
    renderNotice();
    expect(await screen.findByText('You must be 18 or older.')).toBeInTheDocument();
    expect(onSettled).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'I accept' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSettled).toHaveBeenCalled();
    expect(window.localStorage.getItem(STORAGE_KEYS.publicAgreement)).not.toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.agreement)).toBeNull();
    // Accepted for this visit: the member home does not ask the same agreement again after login.
    expect(window.sessionStorage.getItem(STORAGE_KEYS.agreementThisVisit)).not.toBeNull();
  });

  it('is in its first draw, simply there, when its text and sanitizer came in before (an arrival)', async () => {
    const store = createTestStore({ apiBase: API });
    await Promise.all([store.dispatch(siteApi.endpoints.lookupAgreements.initiate(undefined, { subscribe: false })), loadSanitizer()]);
    renderWithUi(<AgreementNotice onSettled={onSettled} />, { wrap: withStore(store) });
    // No wait: the first render holds the sheet and its text, and nothing slides it in.
    const dialog = screen.getByRole('dialog', { name: 'Site agreement' });
    expect(within(dialog).getByText('You must be 18 or older.')).toBeInTheDocument();
    expect(dialog.parentElement).toHaveAttribute('data-still');
  });

  it('opens with its entrance when its text comes after the screen was drawn', async () => {
    await loadSanitizer();
    renderNotice();
    expect((await screen.findByRole('dialog', { name: 'Site agreement' })).parentElement).not.toHaveAttribute('data-still');
  });

  it("opens for a visitor who has only the member home's agreement flag", async () => {
    window.localStorage.setItem(STORAGE_KEYS.agreement, '2026-01-01');
    renderNotice();
    expect(await screen.findByRole('dialog', { name: 'Site agreement' })).toBeInTheDocument();
  });

  it('settles when closed without accepting, and is asked again on the next visit', async () => {
    renderNotice();
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Site agreement' })).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSettled).toHaveBeenCalled();
    expect(window.localStorage.getItem(STORAGE_KEYS.publicAgreement)).toBeNull();
  });

  it.each([
    ['no agreement', () => HttpResponse.json([])],
    ['a failed lookup', () => new HttpResponse(null, { status: 500 })],
  ])('settles at once, showing nothing, on %s', async (_, failing) => {
    answer = failing;
    renderNotice();
    await waitFor(() => expect(onSettled).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays closed and settled, without asking the server, once acknowledged', async () => {
    window.localStorage.setItem(STORAGE_KEYS.publicAgreement, '2026-01-01');
    renderNotice();
    await waitFor(() => expect(onSettled).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests).toBe(0);
  });
});
