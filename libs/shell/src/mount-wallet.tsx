import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { RegionConfig } from '@wallet/config';
import { createI18n } from '@wallet/i18n';
import { WalletApp } from './wallet-app';

/** Boots a regional build: loads the active language first so the first paint is translated. */
export async function mountWallet(element: HTMLElement, config: RegionConfig): Promise<void> {
  const i18n = await createI18n({ defaultLocale: config.defaultLocale });
  createRoot(element).render(
    <StrictMode>
      <WalletApp config={config} i18n={i18n} />
    </StrictMode>,
  );
}
