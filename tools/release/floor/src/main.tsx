// The floor: a home-like page on the wallet's own libraries and chunking, with none of its
// features. `npm run lighthouse` measures it beside the release, run by run, so what home costs
// beyond it is the app's own work (see floor.mjs).
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { FloorHome } from './floor-home';
import { floorI18n } from './floor-i18n';
import { floorStore } from './floor-store';
import { GlobalStyle, theme } from './floor.styles';

createRoot(document.getElementById('root') as HTMLElement).render(
  <Provider store={floorStore}>
    <I18nextProvider i18n={floorI18n}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <BrowserRouter>
          <Routes>
            <Route path="*" element={<FloorHome />} />
          </Routes>
        </BrowserRouter>
      </ThemeProvider>
    </I18nextProvider>
  </Provider>,
);
