import styled from 'styled-components';

export const RailSection = styled.section`
  min-width: 0;
`;

export const PageButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  button {
    width: 2.25rem;
    height: 2.25rem;
    border-radius: ${({ theme }) => theme.radius.round};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    font-size: 1.125rem;
    cursor: pointer;
  }
`;

/** How far a focused card's ring (2 px outline, 2 px off it) reaches outside the card. */
export const FOCUS_RING_REACH_PX = 4;

export const Rail = styled.ul`
  display: grid;
  grid-auto-flow: column;
  /* In rem: with large text a card widens so a game's name still fits on it. */
  grid-auto-columns: clamp(7.5rem, 36%, 10.5rem);
  gap: ${({ theme }) => theme.space(3)};
  /* The rail clips what overflows it: room for a focused card's ring on every side, and a snapped
     card stops that far in. The margin keeps the cards where they were, 2 px in from the section. */
  margin: 0 ${2 - FOCUS_RING_REACH_PX}px;
  padding: ${FOCUS_RING_REACH_PX}px ${FOCUS_RING_REACH_PX}px ${({ theme }) => theme.space(2)};
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-padding: ${FOCUS_RING_REACH_PX}px;
  scrollbar-width: thin;
  touch-action: pan-x pan-y;
  /* Every card is laid out (no content-visibility): a guessed intrinsic size made the rail taller
     than its cards and made it jump when scrolled into view. Logos load lazily, so off-screen cards
     cost little. */
  li {
    display: flex;
    scroll-snap-align: start;
  }
`;

export const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;
