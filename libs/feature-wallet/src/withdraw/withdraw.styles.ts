import styled from 'styled-components';

/** What the withdrawal will draw on: the amount available and how it is gathered. */
export const Note = styled.p`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.textMuted};
  & > strong {
    color: ${({ theme }) => theme.color.text};
  }
`;
