// Test support: /login in the public frame, its form one phone field, against the API at `apiBase`.
import { Route, Routes } from 'react-router-dom';
import { createTestStore, withStore } from '@wallet/api/testing';
import { RegionProvider, regionFromEnv } from '@wallet/config';
import { renderWithUi } from '@wallet/ui/testing';
import { PublicLayout } from './public-layout';

export function renderPublicLogin(apiBase: string) {
  const config = regionFromEnv({ VITE_REGION: 'th' });
  return renderWithUi(
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="login" element={<input aria-label="Phone number" />} />
      </Route>
    </Routes>,
    { route: '/login', wrap: (children) => <RegionProvider config={config}>{withStore(createTestStore({ apiBase }))(children)}</RegionProvider> },
  );
}
