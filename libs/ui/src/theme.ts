/** Two palettes: light for public screens, dark for the member home. Same shape, so components never branch. */
export interface WalletTheme {
  name: 'light' | 'dark';
  color: {
    background: string;
    surface: string;
    surfaceRaised: string;
    text: string;
    textMuted: string;
    border: string;
    /** Fill of the main action (gold in both themes); never body text. */
    primary: string;
    primaryText: string;
    /** The primary hue where it is read as text on the surface (active menu item, ghost button). */
    primaryStrong: string;
    accent: string;
    /** Links: 4.5:1 on background and surface. */
    link: string;
    /** The keyboard focus ring: 3:1 on background and surface. */
    focusRing: string;
    success: string;
    /** Danger as text on the surface (errors, minus signs). */
    danger: string;
    /** Text on a danger fill (the danger button, the unread badge): 4.5:1 on danger. */
    dangerText: string;
    warning: string;
    info: string;
    overlay: string;
  };
  radius: { small: string; medium: string; large: string; round: string };
  space: (steps: number) => string;
  font: { family: string; small: string; body: string; large: string; title: string };
  layout: {
    maxWidth: string;
    wideMaxWidth: string;
    /** The top bar's least height; it grows when its contents take two rows. */
    topBarHeight: string;
    /** Where the top bar ends as laid out (its published height), for what sits below it. */
    topBarEnd: string;
    bottomMenuHeight: string;
    topNavHeight: string;
    /** The chat launcher's side; it floats this far (floatingGap) above the bottom menu or the window's foot. */
    chatLauncherSize: string;
    floatingGap: string;
  };
  /** Media queries: from 900 px the menu moves to the top and content widens. */
  media: { wide: string; reducedMotion: string };
  motion: { duration: string; easing: string };
  shadow: string;
}

const shared = {
  radius: { small: '6px', medium: '10px', large: '16px', round: '999px' },
  space: (steps: number) => `${steps * 4}px`,
  // Type in rem, so the member's own text size (the browser's default font size) sets it: 0.9375rem
  // is 15 px at the usual 16, 30 px for a member who doubled it (WCAG 1.4.4).
  font: {
    family: "'Noto Sans Thai', 'Noto Sans Lao', system-ui, -apple-system, 'Segoe UI', sans-serif",
    small: '0.8125rem',
    body: '0.9375rem',
    large: '1.125rem',
    title: '1.375rem',
  },
  layout: {
    maxWidth: '480px',
    wideMaxWidth: '1100px',
    // The bars hold text, so they grow with it (56, 64 and 52 px at the usual size).
    topBarHeight: '3.5rem',
    topBarEnd: 'var(--top-bar-height, 3.5rem)',
    bottomMenuHeight: '4rem',
    topNavHeight: '3.25rem',
    // An icon, not text: it keeps its size when the member doubles the text, instead of growing
    // over home's total and refresh button. The lane pages leave free has air in rem for the
    // invite bubble beside it, which does grow.
    chatLauncherSize: '56px',
    floatingGap: '12px',
  },
  media: { wide: '@media (min-width: 900px)', reducedMotion: '@media (prefers-reduced-motion: reduce)' },
  motion: { duration: '200ms', easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)' },
};

// One brand: the gold of the main action and the navy of the top bar are the same in both themes.
const GOLD = '#f5b81c';
const NAVY_TEXT = '#141a2b';

export const lightTheme: WalletTheme = {
  ...shared,
  name: 'light',
  color: {
    background: '#f3f5fa',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    text: '#1b2233',
    textMuted: '#5b6478',
    border: '#d5dae5',
    primary: GOLD,
    primaryText: NAVY_TEXT,
    primaryStrong: '#8a5a00',
    accent: '#d99a00',
    link: '#1d4fc4',
    focusRing: '#1d4fc4',
    success: '#1a7f4b',
    danger: '#c62828',
    dangerText: '#ffffff',
    warning: '#9a5800',
    info: '#1d4fc4',
    overlay: 'rgba(12, 17, 29, 0.6)',
  },
  shadow: '0 4px 16px rgba(20, 30, 60, 0.12)',
};

export const darkTheme: WalletTheme = {
  ...shared,
  name: 'dark',
  color: {
    background: '#0d1220',
    surface: '#161d31',
    surfaceRaised: '#1f2842',
    text: '#f1f4fb',
    textMuted: '#a6afc5',
    border: '#2c3656',
    primary: GOLD,
    primaryText: NAVY_TEXT,
    primaryStrong: GOLD,
    accent: GOLD,
    link: '#9cc2ff',
    focusRing: GOLD,
    success: '#3ccf8e',
    danger: '#ff6b6b',
    // The light red that reads on navy is too light under white: its fill takes the navy text.
    dangerText: NAVY_TEXT,
    warning: '#ffb347',
    info: '#6ea8ff',
    overlay: 'rgba(0, 0, 0, 0.7)',
  },
  shadow: '0 4px 20px rgba(0, 0, 0, 0.45)',
};

// styled-components' theme is this one, in every library that imports the UI kit.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends WalletTheme {}
}
