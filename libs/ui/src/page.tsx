import styled, { css } from 'styled-components';

/** The id of every screen's main landmark: the skip link's target. */
export const MAIN_CONTENT_ID = 'main';

/** A screen's main landmark, which the skip link focuses; every screen's column builds on it. */
export const MainLandmark = styled.main.attrs({ id: MAIN_CONTENT_ID, tabIndex: -1 })`
  /* Focused only by the skip link, as a starting point: the controls inside keep their ring. */
  &:focus {
    outline: none;
  }
`;

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

/**
 * A screen's bottom padding: clear of the bottom menu and the chat launcher's lane, with air in
 * rem above it: with large text the invite bubble beside the launcher stands taller than it.
 */
export const clearOfFloatingControls = css`
  padding-bottom: calc(
    ${({ theme }) => theme.layout.bottomMenuHeight} + env(safe-area-inset-bottom, 0px) + 2 * ${({ theme }) => theme.layout.floatingGap} +
      ${({ theme }) => theme.layout.chatLauncherSize} + 2rem
  );
  ${({ theme }) => theme.media.wide} {
    padding-bottom: calc(2 * ${({ theme }) => theme.layout.floatingGap} + ${({ theme }) => theme.layout.chatLauncherSize} + 2rem);
  }
`;

/**
 * The column every screen sits in: phone width, ending clear of the bottom menu and the chat
 * launcher; from 900 px a wider column (the menu is then at the top).
 */
export const Page = styled(MainLandmark)<{ $topSpacing?: boolean }>`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme, $topSpacing = true }) => ($topSpacing ? theme.space(4) : 0)} ${({ theme }) => theme.space(4)} 0;
  ${({ theme }) => theme.media.wide} {
    max-width: ${({ theme }) => theme.layout.wideMaxWidth};
    padding: ${({ theme, $topSpacing = true }) => ($topSpacing ? theme.space(8) : theme.space(4))} ${({ theme }) => theme.space(6)} 0;
  }
  ${clearOfFloatingControls}
`;

export const PageTitle = styled.h1`
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.title};
`;

export const Card = styled.section`
  padding: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  ${({ theme }) => theme.media.wide} {
    padding: ${({ theme }) => theme.space(6)};
  }
`;

/** A section's heading row: its h2 on the left, the section's own actions on the right (or under it, when both do not fit). */
export const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.large};
  }
`;
