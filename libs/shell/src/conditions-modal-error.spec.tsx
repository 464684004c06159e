import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createTestStore, withStore } from '@wallet/api/testing';
import { renderWithUi } from '@wallet/ui/testing';
import { ConditionsModal } from './conditions-modal';

const API = 'http://wallet.test';
const server = setupServer(http.get(`${API}/api/lookup/conditions`, () => HttpResponse.json({ message: 'NO_DATA' }, { status: 404 })));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('ConditionsModal', () => {
  it('shows a failed lookup in the language on screen, also after a switch', async () => {
    const { i18n } = renderWithUi(<ConditionsModal open onClose={() => undefined} />, { wrap: withStore(createTestStore({ apiBase: API })) });
    expect(await screen.findByRole('alert')).toHaveTextContent('No data found');
    await act(() => i18n.changeLanguage('th'));
    expect(screen.getByRole('alert')).toHaveTextContent(i18n.t('errors:code.NO_DATA'));
    expect(screen.queryByText('No data found')).not.toBeInTheDocument();
  });

  it('offers a retry that brings the conditions once the server answers', async () => {
    renderWithUi(<ConditionsModal open onClose={() => undefined} />, { wrap: withStore(createTestStore({ apiBase: API })) });
    await screen.findByRole('alert');
    server.use(http.get(`${API}/api/lookup/conditions`, () => HttpResponse.json(['<p>Deposits arrive within a minute</p>'])));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Deposits arrive within a minute')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
