import styled from 'styled-components';

/**
 * Room at the end of a member page on a phone: the support chat's launcher and its invite bubble
 * float above the bottom menu at the right, and this lets the member scroll the page's last
 * controls clear of them. Nothing on wide screens, where the menu is at the top.
 */
export const LauncherClearance = styled.div`
  height: ${({ theme }) => theme.space(32)};
  ${({ theme }) => theme.media.wide} {
    display: none;
  }
`;
