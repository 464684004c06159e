import { regionFromEnv } from '@wallet/config';

// The only place that reads import.meta.env: the mode file (.env.th / .env.la) becomes a RegionConfig.
export const regionConfig = regionFromEnv(import.meta.env);
