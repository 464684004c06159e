import styled from 'styled-components';

/** The quiet line under the coupons when some could not be read (issue 24). */
export const LeftOutNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;
