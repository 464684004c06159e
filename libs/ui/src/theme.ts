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
    primary: string;
    primaryText: string;
    accent: string;
    success: string;
    danger: string;
    warning: string;
    info: string;
    overlay: string;
  };
  radius: { small: string; medium: string; large: string; round: string };
  space: (steps: number) => string;
  font: { family: string; small: string; body: string; large: string; title: string };
  layout: { maxWidth: string; topBarHeight: string; bottomMenuHeight: string };
  shadow: string;
}

const shared = {
  radius: { small: '6px', medium: '10px', large: '16px', round: '999px' },
  space: (steps: number) => `${steps * 4}px`,
  font: {
    family: "'Noto Sans Thai', 'Noto Sans Lao', system-ui, -apple-system, 'Segoe UI', sans-serif",
    small: '13px',
    body: '15px',
    large: '18px',
    title: '22px',
  },
  layout: { maxWidth: '480px', topBarHeight: '56px', bottomMenuHeight: '64px' },
};

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
    primary: '#1f56d6',
    primaryText: '#ffffff',
    accent: '#d99a00',
    success: '#1a7f4b',
    danger: '#c62828',
    warning: '#b26a00',
    info: '#1f56d6',
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
    primary: '#f5b81c',
    primaryText: '#141a2b',
    accent: '#f5b81c',
    success: '#3ccf8e',
    danger: '#ff6b6b',
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
