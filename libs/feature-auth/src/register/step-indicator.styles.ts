import styled, { css } from 'styled-components';

export type StepMark = 'done' | 'current' | 'todo';

export const Wrapper = styled.nav`
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

export const Counter = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 700;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Equal columns so three or four step names fit a 390 px screen; long names wrap. */
export const List = styled.ol<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li<{ $mark: StepMark }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding-top: ${({ theme }) => theme.space(1)};
  border-top: 3px solid ${({ theme, $mark }) => ($mark === 'todo' ? theme.color.border : theme.color.primary)};
  text-align: center;
  font-size: 0.75rem;
  line-height: 1.3;
  /* Room for a name on two lines from the first paint: a name that wraps once the Thai or Lao
     font arrives must not push the form down (a layout shift Lighthouse measured at 0.059). */
  min-height: calc(3px + ${({ theme }) => theme.space(2)} + 1.375rem + 2.6em);
  color: ${({ theme, $mark }) => ($mark === 'todo' ? theme.color.textMuted : theme.color.text)};
  ${({ $mark }) =>
    $mark === 'current' &&
    css`
      font-weight: 700;
    `}
`;

export const Dot = styled.span<{ $mark: StepMark }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.375rem;
  height: 1.375rem;
  border-radius: ${({ theme }) => theme.radius.round};
  font-size: 0.75rem;
  font-weight: 700;
  background: ${({ theme, $mark }) => ($mark === 'todo' ? theme.color.border : theme.color.primary)};
  color: ${({ theme, $mark }) => ($mark === 'todo' ? theme.color.text : theme.color.primaryText)};
`;
