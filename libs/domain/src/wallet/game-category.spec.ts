import { GAME_CATEGORIES, groupGamesByCategory } from './game-category';

describe('groupGamesByCategory (spec §2 game sections)', () => {
  it('splits games into slot, sport and lotto, keeping their order', () => {
    const games = [
      { code: 'PG', category: 'slot' },
      { code: 'UFABET', category: 'sport' },
      { code: 'JOKER', category: 'slot' },
      { code: 'HUAYHD', category: 'lotto' },
      { code: 'SEXYGAME', category: 'SPORT' },
    ];
    const groups = groupGamesByCategory(games);
    expect(GAME_CATEGORIES).toEqual(['slot', 'sport', 'lotto']);
    expect(groups.slot.map((g) => g.code)).toEqual(['PG', 'JOKER']);
    expect(groups.sport.map((g) => g.code)).toEqual(['UFABET', 'SEXYGAME']);
    expect(groups.lotto.map((g) => g.code)).toEqual(['HUAYHD']);
  });

  it('drops unknown or missing categories and gives empty groups for no games', () => {
    const groups = groupGamesByCategory([{ category: 'fishing' }, { category: null }, {}]);
    expect(groups).toEqual({ slot: [], sport: [], lotto: [] });
  });
});
