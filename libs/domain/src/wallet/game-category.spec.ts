import fc from 'fast-check';
import { FIRST_RAIL_CARDS_IN_VIEW, firstScreenImages, GAME_CATEGORIES, GAME_RAILS, gameTitle, groupGamesByCategory } from './game-category';

describe('groupGamesByCategory (spec §2 game sections)', () => {
  it('splits games into slot, sport and lotto, keeping their order, whatever the case', () => {
    const games = [
      { code: 'PG', category: 'slot' },
      { code: 'UFABET', category: 'sport' },
      { code: 'JOKER', category: 'SLOT' },
      { code: 'HUAYHD', category: 'lotto' },
      { code: 'SEXYGAME', category: 'Sport' },
    ];
    const groups = groupGamesByCategory(games);
    expect(GAME_CATEGORIES).toEqual(['slot', 'sport', 'lotto']);
    expect(groups.slot.map((g) => g.code)).toEqual(['PG', 'JOKER']);
    expect(groups.sport.map((g) => g.code)).toEqual(['UFABET', 'SEXYGAME']);
    expect(groups.lotto.map((g) => g.code)).toEqual(['HUAYHD']);
    expect(groups.other).toEqual([]);
  });

  it('keeps a game of a category the spec does not list, or of none, in the other rail', () => {
    const groups = groupGamesByCategory([{ code: 'A', category: 'casino' }, { code: 'B', category: null }, { code: 'C' }]);
    expect(groups).toEqual({ slot: [], sport: [], lotto: [], other: [{ code: 'A', category: 'casino' }, { code: 'B', category: null }, { code: 'C' }] });
  });

  it('puts every game in exactly one rail, in the order sent (property)', () => {
    const category = fc.oneof(fc.constantFrom('slot', 'SPORT', 'Lotto', 'casino', ''), fc.string(), fc.constant(null));
    fc.assert(
      fc.property(fc.array(fc.record({ code: fc.string(), category })), (games) => {
        const groups = groupGamesByCategory(games);
        const placed = GAME_RAILS.flatMap((rail) => groups[rail]);
        expect(placed).toHaveLength(games.length);
        for (const rail of GAME_RAILS) expect(groups[rail]).toEqual(games.filter((game) => groups[rail].includes(game)));
      }),
    );
  });
});

describe('gameTitle', () => {
  it('is the name, else the code', () => {
    expect(gameTitle({ code: 'PG', name: 'PG Soft' })).toBe('PG Soft');
    expect(gameTitle({ code: 'PG', name: null })).toBe('PG');
    expect(gameTitle({ code: 'PG', name: ' ' })).toBe('PG');
    expect(gameTitle({ code: 'PG' })).toBe('PG');
  });
});

describe("firstScreenImages (home's first rail, fetched early)", () => {
  it("gives the backgrounds and logos of the first rail's cards in view, once each, and only addresses a card would draw", () => {
    const games = [
      { category: 'sport', background: '/bg-sport.svg', logo: '/sport.svg' },
      { category: 'slot', background: '/bg-slot.svg', logo: '/pg.svg' },
      { category: 'SLOT', background: 'javascript:alert(1)', logo: '//evil.example/x.svg' },
      { category: 'slot', background: '/bg-slot.svg', logo: null },
      { category: 'slot', background: 'https://cdn.example/late.svg', logo: '/late.svg' },
    ];
    expect(firstScreenImages(games)).toEqual(['/bg-slot.svg', '/pg.svg']);
    expect(firstScreenImages([{ category: 'slot', background: null }, { category: 'lotto', background: '/bg-lotto.svg' }])).toEqual([]);
  });

  it('never gives more than two pictures for each card in view, nor an address a card would refuse (property)', () => {
    const background = fc.oneof(fc.webUrl(), fc.string(), fc.constant(null), fc.constantFrom('/bg.svg', '//evil.example/x.svg', 'data:image/svg+xml,x'));
    fc.assert(
      fc.property(fc.array(fc.record({ category: fc.constantFrom('slot', 'sport', 'x'), background, logo: background })), (games) => {
        const addresses = firstScreenImages(games);
        expect(addresses.length).toBeLessThanOrEqual(2 * FIRST_RAIL_CARDS_IN_VIEW);
        expect(new Set(addresses).size).toBe(addresses.length);
        for (const address of addresses) expect(address).toMatch(/^(https?:\/\/|\/(?!\/))/i);
      }),
    );
  });
});
