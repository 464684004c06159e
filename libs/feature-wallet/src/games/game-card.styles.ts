import styled from 'styled-components';
import { FOCUS_RING_REACH_PX as RING } from './game-rail.styles';

/**
 * At least 4:5, taller when the caption needs it (a long name, a ×factor line): overflow 'clip'
 * rounds the corners without making the card a scroll container, so its aspect ratio stays a
 * minimum and the caption is never cut off. Every card of a rail stretches to the tallest. One class
 * serves every card: the game's own background is its inline style, and an inactive card says so
 * in a data attribute, so no card costs styled-components a rule of its own.
 */
export const CardButton = styled.button`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  width: 100%;
  aspect-ratio: 4 / 5;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.large};
  overflow: clip;
  background: ${({ theme }) => theme.color.surfaceRaised} center / cover no-repeat;
  color: #fff;
  text-align: left;
  cursor: pointer;
  /* Brought into view with its ring, clear of the top bar and a desktop's menu strip or a phone's
     bottom menu, which would otherwise cover the card that has the focus. One rule for both widths
     (a few pixels more than one needs), in the few bytes home's first load has left. */
  ${({ theme: { layout } }) => `scroll-margin: calc(${layout.topBarEnd} + ${layout.topNavHeight} + ${RING}px) 0 calc(${layout.bottomMenuHeight} + ${RING}px);`}
  &[data-inactive] {
    filter: grayscale(1) brightness(0.8);
  }
`;

export const Logo = styled.img`
  display: block;
  width: 56%;
  aspect-ratio: 1;
  margin: 12% auto 0;
  object-fit: contain;
  pointer-events: none;
`;

/** A dark gradient under the figures so they read on any background (visual direction). */
export const Caption = styled.span`
  display: grid;
  margin-top: auto;
  gap: 2px;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)};
  background: linear-gradient(transparent, rgba(5, 8, 16, 0.92) 45%);
  font-size: ${({ theme }) => theme.font.small};
  line-height: 1.3;
`;

/** Whole on as many lines as it takes: the card grows for it rather than cut it. */
export const Name = styled.span`
  font-weight: 700;
  overflow-wrap: anywhere;
`;

export const Multiplied = styled.span`
  color: #d9deea;
  font-variant-numeric: tabular-nums;
`;

export const OpenLabel = styled.span`
  justify-self: start;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.round};
  background: #f5b81c;
  color: #141a2b;
  font-weight: 700;
`;
