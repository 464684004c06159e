import styled, { css } from 'styled-components';
import { clearOfFloatingControls, MainLandmark } from '@wallet/ui';

/** Phone first: one column; from about 900 px the money on the left and the games on the right. */
export const HomeGrid = styled(MainLandmark)`
  width: 100%;
  max-width: 1100px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)} 0;
  ${clearOfFloatingControls}
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  @media (min-width: 900px) {
    /* The left column widens with the member's text size, so tiles and figures keep their room. */
    grid-template-columns: minmax(20rem, 2fr) minmax(0, 3fr);
  }
`;

export const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

export const surface = css`
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
`;

export const BalancePanel = styled.section`
  ${surface}
  padding: ${({ theme }) => theme.space(4)};
  background: linear-gradient(160deg, ${({ theme }) => theme.color.surfaceRaised}, ${({ theme }) => theme.color.surface});
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  flex-wrap: wrap;
`;

export const Greeting = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.large};
  overflow-wrap: anywhere;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;

// The refresh's look follows the attributes it sets (aria-busy, disabled), not props: a prop's new
// value is a new rule styled-components writes and parses as the refresh starts, on the thread a
// tap waits for, just after home's first paint.
export const Total = styled.div`
  /* The box the hero figure fits itself to (ui Money): the row's width beside the refresh button. */
  container-type: inline-size;
  flex: 1 1 0;
  min-width: 0;
  color: ${({ theme }) => theme.color.primary};
  transition: opacity 200ms ease-out;
  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

export const Pill = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

/** A round icon button; disabled, its icon spins (the refresh under way). */
export const IconAction = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radius.round};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &:disabled {
    cursor: progress;
  }
  &:disabled svg {
    animation: home-spin 0.9s linear infinite;
  }
  @keyframes home-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    &:disabled svg {
      animation: none;
    }
  }
`;

export const InviteRow = styled(Row)`
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;
