import { parseAmount, roundMoney, toCents } from '../money';

/**
 * Total balance on the home screen, spec §2: the main wallet plus every game account amount,
 * summed in integer hundredths so 0.1 + 0.2 is exactly 0.3. An amount that is not a finite
 * number (or numeric string) counts as 0.
 */
export function totalBalance(walletAmount: unknown, games: ReadonlyArray<{ amount: unknown }>): number {
  const cents = games.reduce(
    (sum, game) => sum + toCents(parseAmount(game.amount) ?? 0),
    toCents(parseAmount(walletAmount) ?? 0),
  );
  return roundMoney(cents / 100);
}

/** The parts of a game account that its displayed balance needs (spec §3). */
export interface GameBalanceInput {
  amount: unknown;
  ftWalletSlot?: unknown;
}

/**
 * Balance shown on a game card, spec §2 and §3: amount times the game's ftWalletSlot multiplier,
 * rounded to two decimals. A missing or invalid multiplier (not a positive finite number) counts
 * as 1; an invalid amount as 0.
 */
export function displayedGameBalance(game: GameBalanceInput): number {
  const amount = parseAmount(game.amount) ?? 0;
  const factor = parseAmount(game.ftWalletSlot);
  return roundMoney(amount * (factor !== null && factor > 0 ? factor : 1));
}
