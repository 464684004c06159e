import styled from 'styled-components';

/** A titled section of the profile: label-value rows. */
export const Fields = styled.dl`
  display: grid;
  margin: 0;
  div {
    display: grid;
    grid-template-columns: minmax(110px, 40%) 1fr;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(3)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  div:last-child {
    border-bottom: none;
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.small};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
`;

export const TitleRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Two profile cards side by side on a wide screen. */
export const Columns = styled.div`
  ${({ theme }) => theme.media.wide} {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => theme.space(4)};
    align-items: start;
  }
`;
