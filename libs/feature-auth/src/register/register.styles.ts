import styled from 'styled-components';

/** A step's form; fields the member left empty are flagged with aria-invalid and drawn red. */
export const StepForm = styled.form`
  display: flex;
  flex-direction: column;

  & input[aria-invalid='true'],
  & select[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

export const StepTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.large};

  &:focus {
    outline: none;
  }
`;

export const StepText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;

export const Reference = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

/** Back and the main action side by side; the main action gets the wider, thumb-side half. */
export const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 2fr;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

export const SideAction = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(2)};
`;

export const Footer = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  text-align: center;
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.color.textMuted};

  & a {
    margin-left: ${({ theme }) => theme.space(1)};
    font-weight: 700;
    color: ${({ theme }) => theme.color.link};
  }
`;

/** Hidden username next to the new password, so password managers save the pair under the phone. */
export const HiddenUsername = styled.input`
  display: none;
`;

export const StepNotice = styled.div`
  margin-bottom: ${({ theme }) => theme.space(3)};
`;
