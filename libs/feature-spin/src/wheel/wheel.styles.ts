import styled from 'styled-components';

export const Stage = styled.div<{ $size: number }>`
  position: relative;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  margin: ${({ theme }) => theme.space(6)} auto ${({ theme }) => theme.space(4)};
  border-radius: 50%;
  box-shadow: 0 8px 32px rgba(0, 0, 0, 0.45);
`;

/**
 * The square the wheel turns in. It clips the turning canvas's corners (transparent: the painted
 * wheel is round) so that they never widen the page: a page whose width changed every frame would
 * be repainted every frame. The clip is square on purpose; a rounded clip on a turning layer costs
 * every frame too.
 */
export const Turntable = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
  canvas {
    display: block;
    width: 100%;
    height: 100%;
    /* Its own compositor layer: a spin only turns it, nothing is repainted. */
    will-change: transform;
  }
`;

export const Pointer = styled.span`
  position: absolute;
  top: -14px;
  left: 50%;
  width: 0;
  height: 0;
  transform: translateX(-50%);
  border-left: 14px solid transparent;
  border-right: 14px solid transparent;
  border-top: 26px solid ${({ theme }) => theme.color.primary};
  filter: drop-shadow(0 2px 2px rgba(0, 0, 0, 0.5));
`;

export const CentreButton = styled.button`
  position: absolute;
  top: 50%;
  left: 50%;
  display: grid;
  place-items: center;
  align-content: center;
  width: 28%;
  height: 28%;
  min-width: 72px;
  min-height: 72px;
  transform: translate(-50%, -50%);
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.color.primaryText};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  font-weight: 800;
  line-height: 1.15;
  cursor: pointer;
  > span {
    font-size: ${({ theme }) => theme.font.small};
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
    filter: grayscale(0.6);
  }
`;

export const VisuallyHidden = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/**
 * A slice label in the centre, broken only between its words (issue 25): each piece of domain's
 * breakPieces stays on one line, a break may fall only between pieces, and the lines are balanced
 * ('กล่อง / ของขวัญ', not 'กล่องของ / ขวัญ').
 */
export const CentreLabel = styled.b`
  font-weight: inherit;
  text-wrap: balance;
  text-align: center;
`;

export const CentreWord = styled.span`
  white-space: nowrap;
`;
