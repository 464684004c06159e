import styled from 'styled-components';

export const Credentials = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.small};
  }
  dd {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
  }
  code {
    font-size: ${({ theme }) => theme.font.large};
    overflow-wrap: anywhere;
  }
`;

export const Actions = styled.div`
  display: grid;
  /* In rem: with large text the links take a row each rather than run into each other. */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 8.75rem), 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

export const BalanceLine = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

export const Note = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;
