import styled from 'styled-components';

export const Scroller = styled.div`
  position: relative;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  overflow-y: auto;
  overscroll-behavior: contain;
`;

export const Marker = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.small};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

export const Note = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;

export const HistoryArea = styled.div`
  position: relative;
  display: grid;
  min-height: 0;
`;

export const NewMessagesHint = styled.button`
  position: absolute;
  left: 50%;
  bottom: ${({ theme }) => theme.space(2)};
  transform: translateX(-50%);
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border: none;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  font: inherit;
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 600;
  box-shadow: ${({ theme }) => theme.shadow};
  cursor: pointer;
`;

export const ComposerForm = styled.form`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  textarea {
    width: 100%;
    min-height: 40px;
    max-height: 120px;
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    resize: none;
  }
`;

export const ComposerNotes = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  &:empty {
    display: none;
  }
`;

export const Counter = styled.span`
  justify-self: end;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;
