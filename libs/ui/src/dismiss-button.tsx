import styled from 'styled-components';

const Round = styled.button`
  flex-shrink: 0;
  width: 2.25rem;
  height: 2.25rem;
  border: none;
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
`;

export interface DismissButtonProps {
  /** What the button hides, for screen readers ('Hide this notice'): the button itself shows ×. */
  label: string;
  onClick: () => void;
}

/** The × that hides a strip or a bubble the member no longer wants to see. */
export function DismissButton({ label, onClick }: DismissButtonProps) {
  return (
    <Round type="button" aria-label={label} onClick={onClick}>
      ×
    </Round>
  );
}
