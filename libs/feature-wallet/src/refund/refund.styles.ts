import styled from 'styled-components';

export const Summary = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surfaceRaised};
  strong {
    font-size: ${({ theme }) => theme.font.large};
    font-variant-numeric: tabular-nums;
  }
  p {
    margin: 0;
  }
`;

export const Counts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;

/** An empty state, not a field: plain muted text, centred, with no box around it. */
export const EmptyNote = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;
