import { contrastRatio } from './contrast';
import { darkTheme, lightTheme, type WalletTheme } from './theme';

const TEXT = 4.5;
const NON_TEXT = 3;

type ColorName = keyof WalletTheme['color'];

// Where each colour is used and against what: the pairs visual.md asks to stay readable.
const PAIRS: ReadonlyArray<[ColorName, ColorName, number]> = [
  ['text', 'background', TEXT],
  ['text', 'surface', TEXT],
  ['text', 'surfaceRaised', TEXT],
  ['textMuted', 'background', TEXT],
  ['textMuted', 'surface', TEXT],
  ['link', 'background', TEXT],
  ['link', 'surface', TEXT],
  ['link', 'surfaceRaised', TEXT],
  ['primaryStrong', 'surface', TEXT],
  ['primaryText', 'primary', TEXT],
  ['danger', 'surface', TEXT],
  ['success', 'surface', TEXT],
  ['warning', 'surface', TEXT],
  ['info', 'surface', TEXT],
  ['focusRing', 'background', NON_TEXT],
  ['focusRing', 'surface', NON_TEXT],
  ['focusRing', 'surfaceRaised', NON_TEXT],
];

describe.each([lightTheme, darkTheme])('the $name theme', (theme) => {
  it.each(PAIRS)('%s on %s reaches %d:1', (foreground, background, minimum) => {
    expect(contrastRatio(theme.color[foreground], theme.color[background])).toBeGreaterThanOrEqual(minimum);
  });
});

describe('shared brand', () => {
  it('uses the same gold for the main action on both themes', () => {
    expect(lightTheme.color.primary).toBe(darkTheme.color.primary);
  });

  it.each(['success', 'danger', 'warning', 'info'] as const)('white toast text on the light %s fill reaches 4.5:1', (tone) => {
    expect(contrastRatio('#ffffff', lightTheme.color[tone])).toBeGreaterThanOrEqual(TEXT);
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });

  it('is the one figure the issue reported: the light link colour on the dark surface is too faint', () => {
    expect(contrastRatio('#1f56d6', darkTheme.color.surface)).toBeLessThan(TEXT);
  });
});
