import styled from 'styled-components';

export const Pickers = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
`;

/** A file picker that looks like a secondary button; the input stays focusable for keyboards. */
export const PickLabel = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  color: ${({ theme }) => theme.color.text};
  font-weight: 700;
  text-align: center;
  cursor: pointer;
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
    overflow: hidden;
  }
`;

export const Preview = styled.img`
  display: block;
  max-width: 100%;
  max-height: 240px;
  margin: 0 auto;
  border-radius: ${({ theme }) => theme.radius.medium};
  object-fit: contain;
`;

export const Progress = styled.progress`
  width: 100%;
  height: 8px;
  accent-color: ${({ theme }) => theme.color.primary};
`;
