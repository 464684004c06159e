import styled from 'styled-components';

// The cards grow with the row: two on a phone, four across a desktop's column (a track's least
// width a share of the row, between 10 and 17rem), so the banners' own words stay readable.
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(clamp(10rem, 22%, 17rem), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    container-type: inline-size;
  }
`;

export const CardButton = styled.button<{ $active: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  padding: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.large};
  border: 2px solid ${({ theme, $active }) => ($active ? theme.color.primary : theme.color.border)};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  text-align: left;
  cursor: pointer;
  /* The whole banner, never cropped: its words run to the art's edges (the site's banners are 2:1). */
  img {
    display: block;
    width: 100%;
    aspect-ratio: 2 / 1;
    object-fit: contain;
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  &:disabled {
    cursor: not-allowed;
    img {
      filter: grayscale(1);
      opacity: 0.5;
    }
  }
`;

export const CardText = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  /* The text grows with its card (cqi: the card's width), from the theme's small and body sizes. */
  font-size: clamp(${({ theme }) => theme.font.small}, 0.55rem + 2.2cqi, 1rem);
  strong {
    font-size: clamp(${({ theme }) => theme.font.body}, 0.6rem + 3cqi, 1.25rem);
    overflow-wrap: anywhere;
  }
`;

export const Marker = styled.span<{ $tone: 'active' | 'received' }>`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  right: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme, $tone }) => ($tone === 'active' ? theme.color.primary : theme.color.surfaceRaised)};
  color: ${({ theme, $tone }) => ($tone === 'active' ? theme.color.primaryText : theme.color.text)};
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 700;
`;

export const Row = styled.form`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: start;
  gap: ${({ theme }) => theme.space(2)};
  > button {
    margin-top: 1.6em;
  }
`;

export const SectionTitle = styled.h2`
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.large};
`;

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The promotion's details: the spacing scale's own gaps, not every paragraph's and heading's margins on top. */
export const Details = styled(Stack)`
  gap: ${({ theme }) => theme.space(2)};
  p,
  h3 {
    margin: 0;
  }
  h3 {
    margin-top: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.body};
  }
  p + p {
    margin-top: ${({ theme }) => theme.space(1)};
  }
`;

export const Banner = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  img {
    width: 100%;
    border-radius: ${({ theme }) => theme.radius.medium};
  }
`;

/** The quiet line under the cards when some bonuses could not be read (issue 24). */
