import styled from 'styled-components';

/** The filters over the list: two columns on a phone, one row of four from 900 px. */
export const FilterBar = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: ${({ theme }) => theme.space(3)} 0;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(3)} ${theme.space(1)}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  /* The selects' own lists in the theme's colours. */
  color-scheme: ${({ theme }) => theme.name};
`;

export const FilterFields = styled.div`
  display: grid;
  /* As many side by side as fit a date and its format line whole (two on a phone, four on a
     desktop): fewer on a small phone or with large text. */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  column-gap: ${({ theme }) => theme.space(2)};
  input {
    min-width: 0;
  }
`;

/** Clear and export, under the fields at their end. */
export const FilterActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;
