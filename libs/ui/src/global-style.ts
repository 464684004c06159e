import { createGlobalStyle, css } from 'styled-components';
// The self-hosted Thai and Lao faces are declared in the page itself (tools/vite/fonts.mts).
import { checkboxStyles } from './checkbox.styles';

/**
 * Links, focus ring and checkboxes in the colours of the theme in scope. The global style carries
 * the light theme; a block under another theme (the member shell, a portalled dialog, the navy top
 * bar) applies this so a light-theme link or ring never lands on a dark surface.
 */
export const themeScopeStyles = css`
  color: ${({ theme }) => theme.color.text};
  /* :where() keeps these defaults weaker than any component's own styles (a tile that is a link). */
  :where(&) a {
    color: ${({ theme }) => theme.color.link};
  }
  :where(&) :focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
  :where(&) :where(input[type='checkbox']) {
    ${checkboxStyles}
  }
`;

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body, #root { margin: 0; min-height: 100%; }
  body {
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.body};
    line-height: 1.5;
    background: ${({ theme }) => theme.color.background};
    -webkit-font-smoothing: antialiased;
    -webkit-tap-highlight-color: transparent;
    ${themeScopeStyles}
  }
  button, input, select, textarea { font: inherit; }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
`;
