import { screen, within } from '@testing-library/react';
import { BottomMenu, type BottomMenuItem } from './bottom-menu';
import { renderWithUi } from './testing';

const ITEMS: BottomMenuItem[] = [
  { key: 'profile', to: '/user/profile', label: 'Profile', icon: null },
  { key: 'statement', to: '/user/statement', label: 'Statement', icon: null },
  { key: 'home', to: '/user/home', label: 'Home', icon: null, primary: true },
  { key: 'contact', to: '/user/contact', label: 'Contact', icon: null },
];

/** The screen is as wide as `wide` says, as the kit's media query reads it. */
function screenWide(wide: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: wide && query.includes('min-width: 900px'), media: query, addEventListener: jest.fn(), removeEventListener: jest.fn() }),
  });
}

const linksInOrder = () => within(screen.getByRole('navigation', { name: 'Menu' })).getAllByRole('link').map((link) => link.textContent);

// Issue 40 item 4: Tab follows the page's order, so the order seen must be the page's.
describe('BottomMenu', () => {
  afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

  it('puts Home in the middle on a phone, where it is seen there', () => {
    screenWide(false);
    renderWithUi(<BottomMenu label="Menu" items={ITEMS} />);
    expect(linksInOrder()).toEqual(['Profile', 'Statement', 'Home', 'Contact']);
  });

  it('puts Home first on a wide screen, where it leads the strip', () => {
    screenWide(true);
    renderWithUi(<BottomMenu label="Menu" items={ITEMS} />);
    expect(linksInOrder()).toEqual(['Home', 'Profile', 'Statement', 'Contact']);
  });
});
