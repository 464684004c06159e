import { css } from 'styled-components';

// What floats over every screen's foot: on a phone the bottom menu (with its raised centre button)
// and above it the chat launcher; from 900 px only the launcher, in the window's corner. Screens
// end with room for both, so their last controls can always be scrolled clear (issue 17).

/** Where the chat launcher sits: floatingGap above the bottom menu, or above the window's foot when wide. */
export const floatingLaneBottom = css`
  bottom: calc(${({ theme }) => theme.layout.bottomMenuHeight} + ${({ theme }) => theme.layout.floatingGap} + env(safe-area-inset-bottom, 0px));
  ${({ theme }) => theme.media.wide} {
    bottom: ${({ theme }) => theme.layout.floatingGap};
  }
`;

/** A screen's bottom padding: clear of the bottom menu and the chat launcher's lane, with a little air. */
export const clearOfFloatingControls = css`
  padding-bottom: calc(
    ${({ theme }) => theme.layout.bottomMenuHeight} + env(safe-area-inset-bottom, 0px) + 2 * ${({ theme }) => theme.layout.floatingGap} +
      ${({ theme }) => theme.layout.chatLauncherSize} + ${({ theme }) => theme.space(2)}
  );
  ${({ theme }) => theme.media.wide} {
    padding-bottom: calc(2 * ${({ theme }) => theme.layout.floatingGap} + ${({ theme }) => theme.layout.chatLauncherSize} + ${({ theme }) => theme.space(2)});
  }
`;
