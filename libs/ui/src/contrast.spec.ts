import fc from 'fast-check';
import { contrastRatio, measurableColour, readableTextOn } from './contrast';
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
  ['dangerText', 'danger', TEXT],
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

describe('readableTextOn (text on colours a server chooses, such as the wheel\'s slices)', () => {
  const hexColour = fc.integer({ min: 0, max: 0xffffff }).map((value) => `#${value.toString(16).padStart(6, '0')}`);

  it('always gives text that reaches 4.5:1 on a measurable background', () => {
    fc.assert(
      fc.property(hexColour, hexColour, (background, preferred) => {
        expect(contrastRatio(readableTextOn(background, preferred), background)).toBeGreaterThanOrEqual(TEXT);
      }),
    );
  });

  it("keeps the server's text colour whenever it already reads", () => {
    fc.assert(
      fc.property(hexColour, hexColour, (background, preferred) => {
        fc.pre(contrastRatio(preferred, background) >= TEXT);
        expect(readableTextOn(background, preferred)).toBe(preferred);
      }),
    );
  });

  it('replaces white on the orange and green slices the issue found (2.9:1) with black', () => {
    expect(readableTextOn('#f3722c', '#ffffff')).toBe('#000000');
    expect(readableTextOn('#43aa8b', '#FFFFFF')).toBe('#000000');
    expect(readableTextOn('#577590', '#ffffff')).toBe('#ffffff');
    expect(readableTextOn('rgb(31, 58, 138)', 'rgb(20, 20, 20)')).toBe('#ffffff');
  });

  it('leaves a background it cannot measure (a colour name, hsl) to the server', () => {
    expect(readableTextOn('tomato', '#ffffff')).toBe('#ffffff');
    expect(readableTextOn('hsl(0 100% 50%)', 'white')).toBe('white');
  });
});

describe('measurableColour', () => {
  it.each([
    ['#abc', '#aabbcc'],
    ['#ABCD', '#aabbcc'],
    ['#f3722c', '#f3722c'],
    ['#f3722c80', '#f3722c'],
    ['rgb(255, 0, 10)', '#ff000a'],
    ['rgba(255,0,10,0.5)', '#ff000a'],
    ['rgb(100% 0% 50% / 40%)', '#ff0080'],
  ])('reads %s as %s', (css, hex) => {
    expect(measurableColour(css)).toBe(hex);
  });

  it.each(['red', 'hsl(0, 100%, 50%)', '#12', 'rgb(1, 2)', ''])('cannot measure "%s"', (css) => {
    expect(measurableColour(css)).toBeNull();
  });
});
