import styled from 'styled-components';

export const Bubble = styled.div<{ $mine: boolean }>`
  max-width: 85%;
  justify-self: ${({ $mine }) => ($mine ? 'end' : 'start')};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme, $mine }) => ($mine ? theme.color.surfaceRaised : theme.color.surface)};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.body};
  overflow-wrap: anywhere;
`;

export const Sender = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;

export const Said = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;

export const ChoiceRow = styled.div<{ $chips?: boolean }>`
  display: ${({ $chips }) => ($chips ? 'flex' : 'grid')};
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

export const Choice = styled.a<{ $chip?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.color.primaryStrong};
  border-radius: ${({ theme, $chip }) => ($chip ? theme.radius.round : theme.radius.medium)};
  background: transparent;
  color: ${({ theme }) => theme.color.primaryStrong};
  font: inherit;
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
`;

export const MediaFrame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  img,
  video {
    display: block;
    max-width: 100%;
    max-height: 240px;
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.color.background};
  }
`;

export const Delivery = styled.div<{ $failed: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme, $failed }) => ($failed ? theme.color.danger : theme.color.textMuted)};
  font-size: ${({ theme }) => theme.font.small};
  progress {
    flex: 1 1 80px;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

export const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  img {
    width: 100%;
    aspect-ratio: 2 / 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.medium};
  }
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.body};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.small};
  }
`;

export const Muted = styled.p`
  margin: 0;
  font-style: italic;
  color: ${({ theme }) => theme.color.textMuted};
`;
