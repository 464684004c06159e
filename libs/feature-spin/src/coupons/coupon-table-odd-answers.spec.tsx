// The coupons with a real backend's odd answers (issue 24): amounts sent as numeric strings are the
// same figures; a coupon that cannot be read is left out, the rest shown, and a quiet line says so.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createTestStore, withStore } from '@wallet/api/testing';
import { RegionProvider, regionFromEnv } from '@wallet/config';
import { darkTheme } from '@wallet/ui';
import { renderWithUi } from '@wallet/ui/testing';
import { CouponTable } from './coupon-table';

const API = 'http://wallet.test';

const coupon = (id: string, amount: unknown) => ({ _id: id, prize: { name: `Cash ${id}`, slice: { code: 'C5', label: `Prize ${id}` } }, amount, claimed: 'true', createdAt: '2026-03-04T05:06:07Z' });

const server = setupServer(
  http.get(`${API}/api/spinwheel/coupon`, () => HttpResponse.json({ coupons: [coupon('A', '5.50'), coupon('B', null), coupon('C', 20)] })),
  http.get(`${API}/api/bonus/check/active`, () => HttpResponse.json({ status: false, type: '' })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it('shows the coupons it can read with their figures, and says how many it could not', async () => {
  const config = regionFromEnv({ VITE_REGION: 'th' });
  renderWithUi(<CouponTable />, { route: '/user/spin', theme: darkTheme, wrap: (children) => <RegionProvider config={config}>{withStore(createTestStore({ apiBase: API }))(children)}</RegionProvider> });
  expect(await screen.findByText('1 entry could not be shown')).toBeInTheDocument();
  const table = screen.getByRole('table');
  expect(within(table).getByRole('row', { name: /Prize A\b/ })).toHaveTextContent('5.50');
  expect(within(table).getByRole('row', { name: /Prize A\b/ })).toHaveTextContent('Claimed');
  expect(within(table).getByRole('row', { name: /Prize C\b/ })).toHaveTextContent('20.00');
  expect(within(table).queryByText('Prize B')).not.toBeInTheDocument();
});
