import { render } from '@testing-library/react';
import styled, { ThemeProvider } from 'styled-components';
import { themeScopeStyles } from './global-style';
import { darkTheme } from './theme';

const Scope = styled.div`
  ${themeScopeStyles}
`;

const Tile = styled.a`
  color: rgb(1, 2, 3);
`;

describe('themeScopeStyles', () => {
  it("colours plain links with the theme's link colour but leaves a component's own colour alone", () => {
    const { getByText } = render(
      <ThemeProvider theme={darkTheme}>
        <Scope>
          <a href="/contact">plain</a>
          <Tile href="/user/spin">tile</Tile>
        </Scope>
      </ThemeProvider>,
    );
    expect(getComputedStyle(getByText('plain')).color).toBe('rgb(156, 194, 255)');
    expect(getComputedStyle(getByText('tile')).color).toBe('rgb(1, 2, 3)');
  });
});
