import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createTestStore, withStore } from '@wallet/api/testing';
import { STORAGE_KEYS } from '@wallet/config';
import { renderWithUi } from '@wallet/ui/testing';
import { AgreementNotice } from './agreement-notice';

const API = 'http://wallet.test';
let requests = 0;
const server = setupServer(
  http.get(`${API}/api/lookup/agreements`, () => {
    requests += 1;
    return HttpResponse.json(['<p>You must be 18 or older.</p>']);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  requests = 0;
});
afterAll(() => server.close());

const renderNotice = () => renderWithUi(<AgreementNotice delayMs={50} />, { wrap: withStore(createTestStore({ apiBase: API })) });

describe('AgreementNotice', () => {
  it('opens after its delay on a first visit and is remembered once accepted', async () => {
    renderNotice();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('You must be 18 or older.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I accept' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.publicAgreement)).not.toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.agreement)).toBeNull();
    // Accepted for this visit: the member home does not ask the same agreement again after login.
    expect(window.sessionStorage.getItem(STORAGE_KEYS.agreementThisVisit)).not.toBeNull();
  });

  it("opens for a visitor who has only the member home's agreement flag", async () => {
    window.localStorage.setItem(STORAGE_KEYS.agreement, '2026-01-01');
    renderNotice();
    expect(await screen.findByRole('dialog', { name: 'Site agreement' })).toBeInTheDocument();
  });

  it('stays closed, without asking the server, once acknowledged', async () => {
    window.localStorage.setItem(STORAGE_KEYS.publicAgreement, '2026-01-01');
    renderNotice();
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests).toBe(0);
  });
});
