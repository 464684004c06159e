import { scrollToShow, type RailGeometry } from './rail-scroll';

// Cards 132 px wide, 12 px apart, from 4 px: a 366 px rail shows two and a half.
const cards = [0, 1, 2, 3, 4].map((index) => ({ left: 4 + index * 144, right: 4 + index * 144 + 132 }));
const rail: Omit<RailGeometry, 'focused' | 'scrollLeft'> = { cards, ring: 4, padding: 4, width: 366, maxScroll: 4 + 5 * 144 - 12 + 4 - 366 };

describe('scrollToShow', () => {
  it('leaves a card that shows whole with its ring where it is', () => {
    expect(scrollToShow({ ...rail, focused: 1, scrollLeft: 0 })).toBeNull();
  });

  it('brings a card cut at the right edge in to the nearest stop that shows it whole', () => {
    // Card 2 reaches 424 px (ring included); the stop at card 1 (144) shows it up to 510.
    expect(scrollToShow({ ...rail, focused: 2, scrollLeft: 0 })).toBe(144);
  });

  it('brings a card cut at the left edge back to its own stop, ring included', () => {
    expect(scrollToShow({ ...rail, focused: 1, scrollLeft: 144 })).toBeNull();
    expect(scrollToShow({ ...rail, focused: 1, scrollLeft: 146 })).toBe(144);
    expect(scrollToShow({ ...rail, focused: 1, scrollLeft: 250 })).toBe(144);
  });

  it('uses the rail\'s end for the last card', () => {
    expect(scrollToShow({ ...rail, focused: 4, scrollLeft: 0 })).toBe(rail.maxScroll);
  });

  it('falls back to the card\'s own stop when it is wider than the rail', () => {
    expect(scrollToShow({ ...rail, width: 100, focused: 2, scrollLeft: 0 })).toBe(288);
  });
});
