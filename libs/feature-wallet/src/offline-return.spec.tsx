// Issue 38: a sheet opened offline reads what it needs again by itself when the connection
// returns, as the statement does; no Try again is needed.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setNetwork } from '@wallet/ui/testing';
import { DepositModal } from './deposit/deposit-modal';
import { depositHandlers, depositLookup } from './testing/deposit-answers';
import { API, homeHandlers, renderWallet, startServer } from './testing/wallet-test-kit';
import { WithdrawModal } from './withdraw/withdraw-modal';

const server = startServer(...homeHandlers(), ...depositHandlers());

afterEach(() => jest.restoreAllMocks());

/** The server as an offline browser meets it: unreachable until `back()`. */
function offlineUntilBack(path: string, answer: () => Response) {
  let reachable = false;
  server.use(http.get(`${API}${path}`, () => (reachable ? answer() : HttpResponse.error())));
  setNetwork(false);
  return () => {
    reachable = true;
    setNetwork(true);
  };
}

describe('when the connection returns', () => {
  it.each(['th', 'la'] as const)('%s build: the deposit sheet opened offline shows the ways to deposit without a retry', async (region) => {
    const back = offlineUntilBack('/api/lookup/deposit', () => HttpResponse.json(depositLookup()));
    renderWallet(<DepositModal onClose={jest.fn()} />, { region });
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/server|connection/i);
    back();
    expect(await within(dialog).findByRole('tab', { name: 'Upload slip' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the withdraw sheet opened offline shows its limits without a retry', async () => {
    const back = offlineUntilBack('/api/lookup/withdraw', () => HttpResponse.json({ withdrawMin: 100, withdrawMax: 50000 }));
    renderWallet(<WithdrawModal onClose={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/server|connection/i);
    back();
    expect(await within(dialog).findByText('Minimum 100.00 baht, maximum 50,000.00 baht')).toBeInTheDocument();
  });
});
