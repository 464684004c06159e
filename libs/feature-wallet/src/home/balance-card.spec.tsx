import { screen } from '@testing-library/react';
import { renderWallet, startServer, homeHandlers, walletAnswer } from '../testing/wallet-test-kit';
import { BalanceCard } from './balance-card';

startServer(...homeHandlers());

/** Every rule styled-components has written into the page so far. */
const writtenRules = () => [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');

describe("home's balance card", () => {
  it('shows a refresh under way by its attributes, writing no new style rule as it starts', () => {
    const card = (refreshing: boolean) => <BalanceCard wallet={walletAnswer()} fulfilledAt={Date.now()} refreshing={refreshing} onRefresh={jest.fn()} onTransfer={jest.fn()} />;
    const { rerender } = renderWallet(card(false));
    const before = writtenRules();
    rerender(card(true));
    expect(screen.getByRole('status', { name: 'Total balance' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Refresh all balances' })).toBeDisabled();
    // A new rule is written and parsed on the main thread, just after home's first paint.
    expect(writtenRules()).toBe(before);
  });
});
