import styled, { keyframes } from 'styled-components';
import type { Tone } from './alert';

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
`;

// Below the top bar (and the desktop top navigation), so the language switcher stays reachable.
// While a sheet is open, useToastPlacement moves the stack off it (by a transform, from here).
export const Stack = styled.div`
  position: fixed;
  top: calc(${({ theme }) => theme.layout.topBarEnd} + ${({ theme }) => theme.space(2)});
  left: 50%;
  transform: translateX(-50%);
  z-index: 200;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  width: min(calc(100vw - 24px), 420px);
  pointer-events: none;
  ${({ theme }) => theme.media.wide} {
    top: calc(${({ theme }) => theme.layout.topBarEnd} + ${({ theme }) => theme.layout.topNavHeight} + ${({ theme }) => theme.space(3)});
  }
`;

export const Item = styled.div<{ $tone: Tone }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme, $tone }) => theme.color[$tone]};
  color: #fff;
  box-shadow: ${({ theme }) => theme.shadow};
  pointer-events: auto;
  animation: ${slideIn} ${({ theme }) => `${theme.motion.duration} ${theme.motion.easing}`};
  & > span {
    flex: 1;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

export const Dismiss = styled.button`
  flex: none;
  width: 2.75rem;
  height: 2.75rem;
  border: none;
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  cursor: pointer;
  &:focus-visible {
    outline-color: #fff;
  }
`;
