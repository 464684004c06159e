import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { siteApi, type NoticeLookup } from '@wallet/api';
import { API, renderWallet, startServer } from '../testing/wallet-test-kit';
import { NoticeStrip } from './notice-strip';

const server = startServer(http.get(`${API}/api/lookup/notice`, () => HttpResponse.json({ notice: '<p>Maintenance at 2am</p>' })));

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('the notice strip (spec section 7: "notice text", shape not given)', () => {
  it('shows a notice the server sends as a bare string', async () => {
    server.use(http.get(`${API}/api/lookup/notice`, () => HttpResponse.json('<p>Bank maintenance tonight</p>')));
    renderWallet(<NoticeStrip />);
    expect(await screen.findByText('Bank maintenance tonight')).toBeInTheDocument();
  });

  it.each([
    ['an empty notice', { notice: '' }],
    ['a blank notice', { notice: '   ' }],
    ['a null notice', { notice: null }],
    ['an empty object', {}],
    ['a failure code', { status: false, message: 'TRANSFER_FAIL' }],
  ])('shows nothing for %s', async (_name, answer) => {
    let asked = false;
    server.use(http.get(`${API}/api/lookup/notice`, () => ((asked = true), HttpResponse.json(answer))));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWallet(<NoticeStrip />);
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByRole('complementary', { name: 'Site notice' })).not.toBeInTheDocument();
  });

  it('does not crash on a notice without its text, whatever reaches it', async () => {
    const { store } = renderWallet(<NoticeStrip />);
    expect(await screen.findByText('Maintenance at 2am')).toBeInTheDocument();
    // An answer that skipped the boundary's reading: the strip still must not break home.
    act(() => {
      store.dispatch(siteApi.util.upsertQueryData('lookupNotice', undefined, {} as NoticeLookup));
    });
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Site notice' })).not.toBeInTheDocument());
  });
});
