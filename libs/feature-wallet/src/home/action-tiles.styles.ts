import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

export const TileGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const tileStyles = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  width: 100%;
  height: 100%;
  min-height: 88px;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 700;
  line-height: 1.3;
  text-align: center;
  text-decoration: none;
  /* Two lines where a label needs them, broken between words only (the browser's dictionary for
     Thai and Lao); a single word wider than the tile is the only one broken (issue 25), also with
     large text ('anywhere': a tile is a flex item, whose least width break-word would not lower). */
  overflow-wrap: anywhere;
  cursor: pointer;
  svg {
    color: ${({ theme }) => theme.color.primary};
    flex-shrink: 0;
  }
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

export const TileButton = styled.button`
  ${tileStyles}
`;

export const TileLink = styled(Link)`
  ${tileStyles}
`;
