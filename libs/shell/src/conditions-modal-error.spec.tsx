import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createTestStore, withStore } from '@wallet/api/testing';
import { renderWithUi } from '@wallet/ui/testing';
import { ConditionsModal } from './conditions-modal';

const API = 'http://wallet.test';
const server = setupServer(http.get(`${API}/api/lookup/conditions`, () => HttpResponse.json({ message: 'NO_DATA' }, { status: 404 })));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('ConditionsModal', () => {
  it('shows a failed lookup in the language on screen, also after a switch', async () => {
    const { i18n } = renderWithUi(<ConditionsModal open onClose={() => undefined} />, { wrap: withStore(createTestStore({ apiBase: API })) });
    expect(await screen.findByRole('alert')).toHaveTextContent('No data found');
    await act(() => i18n.changeLanguage('th'));
    expect(screen.getByRole('alert')).toHaveTextContent(i18n.t('errors:code.NO_DATA'));
    expect(screen.queryByText('No data found')).not.toBeInTheDocument();
  });
});
