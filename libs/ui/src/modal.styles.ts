import styled, { keyframes } from 'styled-components';
import { themeScopeStyles } from './global-style';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const slideUp = keyframes`
  from { transform: translateY(100%); }
  to { transform: translateY(0); }
`;

const popIn = keyframes`
  from { opacity: 0; transform: translateY(12px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

// A phone gets a bottom sheet (thumb reach, full width); from 900 px a centred dialog.
export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  align-items: flex-end;
  justify-content: center;
  background: ${({ theme }) => theme.color.overlay};
  animation: ${fadeIn} ${({ theme }) => `${theme.motion.duration} ${theme.motion.easing}`};
  ${({ theme }) => theme.media.wide} {
    align-items: center;
    padding: ${({ theme }) => theme.space(6)};
  }
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
  /* A dialog there from the screen's first paint (data-still) was opened by nothing: it does not
     fade or slide in. */
  &[data-still],
  &[data-still] > * {
    animation: none;
  }
`;

// A steady panel keeps one height whatever its content (tabs whose panels differ in length): its
// top, and the controls there, stay put under the pointer instead of the panel re-centring on a
// desktop or rising and falling as a phone's bottom sheet.
export const Panel = styled.div<{ $steady?: boolean }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-height: calc(100dvh - 24px);
  height: ${({ $steady }) => ($steady ? 'calc(100dvh - 24px)' : 'auto')};
  padding-bottom: env(safe-area-inset-bottom, 0px);
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => `${theme.radius.large} ${theme.radius.large} 0 0`};
  box-shadow: ${({ theme }) => theme.shadow};
  animation: ${slideUp} ${({ theme }) => `${theme.motion.duration} ${theme.motion.easing}`};
  ${themeScopeStyles}
  /* Focus moves to the panel only so keyboard users start inside it; no ring is needed there. */
  &:focus,
  &:focus-visible {
    outline: none;
  }
  ${({ theme }) => theme.media.wide} {
    max-width: ${({ $steady }) => ($steady ? '640px' : '560px')};
    max-height: calc(100dvh - 48px);
    height: ${({ $steady }) => ($steady ? 'min(calc(100dvh - 48px), 46rem)' : 'auto')};
    padding-bottom: 0;
    border-radius: ${({ theme }) => theme.radius.large};
    animation-name: ${popIn};
  }
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

export const Handle = styled.div`
  flex: none;
  width: 40px;
  height: 4px;
  margin: ${({ theme }) => theme.space(2)} auto 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.border};
  ${({ theme }) => theme.media.wide} {
    display: none;
  }
`;

// A plain block, not <header>: inside a dialog a header would read as a second page banner.
export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
`;

// A title from the server (a game's name) may be one long word: it wraps rather than push the
// close button out of reach.
export const Title = styled.h2`
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.font.large};
  overflow-wrap: anywhere;
`;

export const CloseButton = styled.button`
  flex: none;
  width: 2.75rem;
  height: 2.75rem;
  border: none;
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
`;

export const Body = styled.div`
  padding: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
  overflow-y: auto;
  overscroll-behavior: contain;
`;

export const Footer = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  justify-content: flex-end;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  & > * {
    flex: 1;
  }
`;
