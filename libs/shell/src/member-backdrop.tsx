import styled from 'styled-components';
import { darkTheme } from '@wallet/ui';

/** The member area's dark ground while its frame downloads: no white flash between login and home. */
export const MemberBackdrop = styled.div`
  min-height: 100dvh;
  background: ${darkTheme.color.background};
`;
