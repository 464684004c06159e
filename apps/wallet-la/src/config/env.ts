import { regionFromEnv } from '@wallet/config';

// The only app module that reads import.meta.env: the mode file (.env.th / .env.la) becomes a RegionConfig.
export const regionConfig = regionFromEnv(import.meta.env);

/** A production build installs as an app: it has a service worker (the dev server serves none). */
export const installable = import.meta.env.PROD;
