// What the first-hour member reads, in the member's language and money: figures as the screens
// write them, home's balances, the statement's entries, the bottom menu.
import type { Page } from 'playwright-core';
import { mainWalletLine, statementCards } from './journeys';
import { escaped, exactly, shows } from './shown';
import { textsOf, type Language } from './texts';

export interface Money {
  currency: 'BAHT' | 'LAK';
  sign: '฿' | '₭';
  /** Baht are shown to the satang, kip whole. */
  decimals: 2 | 0;
}

export function readingOf(language: Language, { currency, sign, decimals }: Money) {
  const say = textsOf(language);
  const figure = (amount: number) => amount.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  /** A figure with its sign, as home and the statement write it ('1,234.50฿', '3,250₭'). */
  const money = (amount: number) => `${figure(amount)}${sign}`;
  /** An amount in words, as messages write it ('100.00 baht'). */
  const inWords = (amount: number) => say('common', `money.${currency}`, { amount: figure(amount) });
  const menuLink = (page: Page, key: string) => page.getByRole('navigation', { name: say('common', 'nav.menu') }).getByRole('link', { name: say('common', key) });

  /** Home's total, main wallet and PG card read exactly these (the total is the wallet plus every game); `game` null skips the card. */
  async function homeReads(page: Page, wallet: number, game: number | null): Promise<void> {
    await shows(page.getByRole('status', { name: say('wallet', 'home.totalBalance') }), exactly(money(wallet + (game ?? 0))), 'the total on home');
    await shows(mainWalletLine(page, language), exactly(`${say('wallet', 'home.mainWallet')} ${money(wallet)}`), 'the main wallet on home');
    if (game !== null) await shows(page.getByRole('button', { name: /^PG Soft/ }), new RegExp(`^PG Soft\\s*${escaped(money(game))}`), 'the PG Soft card');
  }

  /**
   * The statement page's entries as a member reads them, 'title | amount | from → to' (day, time
   * and status aside), once its first entry is `first`'s amount (a new page replaces the last).
   */
  async function readStatement(page: Page, first: string): Promise<string[]> {
    const cards = statementCards(page, language);
    await shows(cards.first(), new RegExp(escaped(first.split(' | ')[1])), 'the first entry of the statement page');
    const success = say('wallet', 'statement.status.success');
    return (await cards.allInnerTexts()).map((card) =>
      card
        .split('\n')
        .map((line) => line.replace(/\s*·\s*$/, '').trim())
        .filter((line) => line && line !== success && !/^\d\d\/\d\d\/\d{4}$|^\d\d:\d\d(:\d\d)?$/.test(line))
        .join(' | '),
    );
  }

  return { say, figure, money, inWords, menuLink, homeReads, readStatement };
}
