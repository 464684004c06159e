import styled from 'styled-components';

// Two columns on a phone, as many 200 px cards as fit on a desktop.
export const Grid = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.wide} {
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
    gap: ${({ theme }) => theme.space(4)};
  }
`;

export const TutorialButton = styled.button`
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.surface};
  color: inherit;
  text-align: left;
  cursor: pointer;
  transition: box-shadow 150ms ease-out;
  &:hover {
    box-shadow: ${({ theme }) => theme.shadow};
  }
`;

export const Frame = styled.span`
  position: relative;
  display: block;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  background: #1b1f3b center / cover no-repeat;
  video {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    pointer-events: none;
  }
  svg {
    position: absolute;
    right: ${({ theme }) => theme.space(2)};
    bottom: ${({ theme }) => theme.space(2)};
    width: 36px;
    height: 36px;
    padding: 8px 7px 8px 9px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
    box-shadow: ${({ theme }) => theme.shadow};
  }
`;

export const Caption = styled.span`
  display: block;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 700;
  line-height: 1.4;
`;
