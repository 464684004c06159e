import styled from 'styled-components';

export const LinkText = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.small};
  }
  output {
    font-family: ui-monospace, monospace;
    overflow-wrap: anywhere;
  }
`;

export const LinkActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
`;

/** The invite totals: one even row of three, each a small label over a figure of the same size. */
export const Stats = styled.dl`
  display: grid;
  /* Three side by side while they fit; fewer a row on a small phone or with large text. */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 6.5rem), 1fr));
  margin: 0 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surfaceRaised};
`;

export const Stat = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  & + & {
    border-left: 1px solid ${({ theme }) => theme.color.border};
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.small};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.large};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;
