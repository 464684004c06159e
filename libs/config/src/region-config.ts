/** Build-time settings that make the Thai and Laos builds differ. Built once by the app. */
export type RegionCode = 'th' | 'la';
export type Locale = 'th' | 'lo' | 'en';
export type Currency = 'BAHT' | 'LAK';

export const SUPPORTED_LOCALES: readonly Locale[] = ['th', 'lo', 'en'];

/** The member area's inactivity time-out when the mode file does not set one (issue 19). */
export const DEFAULT_INACTIVITY_MINUTES = 15;

/** The how-to samples shipped inside every build (apps/shared-public/howto), used unless a deployment sets its own. */
export const DEFAULT_HOWTO_VIDEO_BASE = '/howto';

export interface RegionConfig {
  region: RegionCode;
  defaultLocale: Locale;
  /** Currencies a member may hold; more than one means a choice at registration. */
  currencies: readonly Currency[];
  /** Exact phone length required at registration; null means no length check. */
  phoneLength: number | null;
  /** Replaces the PAYTIMZ/ZPAY QR minimum and first preset when set. */
  qrMinimumOverride: number | null;
  /** Whether game links open in a new tab (true) or the same tab. */
  gameLinkInNewTab: boolean;
  /** Prefix for every backend call ('' means same origin). */
  apiBase: string;
  /** Shared secret for the phone-wallet link encryption. */
  trueLinkSecret: string;
  /**
   * Where the five how-to videos are served ('<base>/<tutorial>.mp4' and '<base>/poster.svg'):
   * VITE_HOWTO_VIDEO_BASE, by default the samples each build ships ({@link DEFAULT_HOWTO_VIDEO_BASE}).
   */
  howtoVideoBase: string;
  /**
   * Where the realtime chat socket connects (spec section 4: 'a realtime chat socket is set up only
   * if a chat backend setting exists'), from VITE_CHAT_SOCKET: null (the setting empty or absent)
   * means no socket, and the chat works over HTTP alone; '/' means this site's own origin (its
   * /socket.io proxied to the backend); otherwise an http(s) address of the chat backend.
   */
  chatSocketUrl: string | null;
  /** Bank codes shown as the fastest at registration. */
  recommendedBanks: readonly string[];
  /** The app's own version (apps/<app>/package.json, set by Nx Release), given by the build. */
  appVersion: string;
  /**
   * Kip to one baht, from VITE_KIP_PER_BAHT: the rate the site prices kip members at, used for the
   * fixed minimums the specification writes in baht (section 9). Required by a build that has
   * LAK; null in the Thai build.
   */
  kipPerBaht: number | null;
  /**
   * How long a member may stay without any activity before the session ends as a logout does
   * (issue 19), from VITE_INACTIVITY_MINUTES: {@link DEFAULT_INACTIVITY_MINUTES} minutes unless set.
   * A warning shows one minute before, so the setting must be longer than that minute.
   */
  inactivityTimeoutMs: number;
  /**
   * Where field reports (Web Vitals and client errors, nothing of the member) go, from
   * VITE_FIELD_REPORTS_URL: an http(s) address or a path of this site; null (unset) means off, and
   * no code of that part is downloaded (issue 39).
   */
  fieldReportsUrl: string | null;
  /** The share of page views whose Web Vitals are reported, from VITE_FIELD_VITALS_SAMPLE (0 to 1; 1 when empty). */
  fieldVitalsSample: number;
}

type RegionPreset = Pick<RegionConfig, 'region' | 'defaultLocale' | 'currencies' | 'phoneLength' | 'recommendedBanks'>;

export const REGION_PRESETS: Record<RegionCode, RegionPreset> = {
  th: { region: 'th', defaultLocale: 'th', currencies: ['BAHT'], phoneLength: 10, recommendedBanks: ['KBANK', 'SCB'] },
  la: { region: 'la', defaultLocale: 'lo', currencies: ['LAK', 'BAHT'], phoneLength: null, recommendedBanks: [] },
};

/** The raw VITE_* variables of a mode file, as the app reads them from import.meta.env. */
export interface RegionEnv {
  VITE_REGION?: string;
  VITE_API_BASE?: string;
  VITE_QR_MIN_OVERRIDE?: string;
  VITE_GAME_LINK_NEW_TAB?: string;
  VITE_TRUELINK_SECRET?: string;
  VITE_HOWTO_VIDEO_BASE?: string;
  VITE_CHAT_SOCKET?: string;
  VITE_KIP_PER_BAHT?: string;
  VITE_INACTIVITY_MINUTES?: string;
  VITE_FIELD_REPORTS_URL?: string;
  VITE_FIELD_VITALS_SAMPLE?: string;
  /** Defined by the build from the app's package.json (tools/vite/app-version.mts), not a mode file. */
  VITE_APP_VERSION?: string;
  /** Vite's env also holds MODE, DEV and the like, which are not ours. */
  [other: string]: unknown;
}

/** A number setting of the mode file: null when empty, else above `floor` or a build mistake. */
function numberSetting(env: RegionEnv, name: 'VITE_QR_MIN_OVERRIDE' | 'VITE_KIP_PER_BAHT' | 'VITE_INACTIVITY_MINUTES', floor = 0): number | null {
  const value = env[name];
  if (value === undefined || value.trim() === '') return null;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= floor) throw new Error(`${name} must be a number above ${floor}, got "${value}"`);
  return parsed;
}

/** VITE_CHAT_SOCKET: empty means no socket; '/' or an http(s) address, else a build mistake. */
function parseChatSocket(value: string | undefined): string | null {
  const setting = value?.trim() ?? '';
  if (setting === '') return null;
  if (setting === '/') return setting;
  if (!/^https?:\/\/[^/\s]+/i.test(setting)) {
    throw new Error(`VITE_CHAT_SOCKET must be empty, "/" or an http(s) address, got "${value}"`);
  }
  return setting.replace(/\/+$/, '');
}

/** VITE_KIP_PER_BAHT: a positive number; a build with kip members cannot do without it. */
function kipPerBaht(env: RegionEnv, currencies: readonly Currency[]): number | null {
  const rate = numberSetting(env, 'VITE_KIP_PER_BAHT');
  if (rate === null && currencies.includes('LAK')) throw new Error('VITE_KIP_PER_BAHT is required by a build with kip members');
  return rate;
}

/** VITE_FIELD_REPORTS_URL: empty means off; a path of this site or an http(s) address, else a build mistake. */
function parseFieldReportsUrl(value = ''): string | null {
  const setting = value.trim();
  if (setting && !/^(https?:\/\/[^/\s]+|\/(?!\/))\S*$/i.test(setting)) throw new Error(`VITE_FIELD_REPORTS_URL: not a path or an http(s) address: "${value}"`);
  return setting || null;
}

/** VITE_FIELD_VITALS_SAMPLE: a share from 0 to 1, 1 when empty. */
function vitalsSample(value = ''): number {
  const share = value.trim() ? Number(value) : 1;
  if (!(share >= 0 && share <= 1)) throw new Error(`VITE_FIELD_VITALS_SAMPLE: not a share from 0 to 1: "${value}"`);
  return share;
}

/** Builds the region config from a mode file; an unknown region is a build mistake, so it throws. */
export function regionFromEnv(env: RegionEnv): RegionConfig {
  const region = env.VITE_REGION;
  if (region !== 'th' && region !== 'la') {
    throw new Error(`VITE_REGION must be "th" or "la", got "${region}"`);
  }
  return {
    ...REGION_PRESETS[region],
    apiBase: (env.VITE_API_BASE ?? '').replace(/\/$/, ''),
    qrMinimumOverride: numberSetting(env, 'VITE_QR_MIN_OVERRIDE'),
    gameLinkInNewTab: env.VITE_GAME_LINK_NEW_TAB !== 'false',
    trueLinkSecret: env.VITE_TRUELINK_SECRET ?? '',
    chatSocketUrl: parseChatSocket(env.VITE_CHAT_SOCKET),
    howtoVideoBase: (env.VITE_HOWTO_VIDEO_BASE || DEFAULT_HOWTO_VIDEO_BASE).replace(/\/$/, ''),
    appVersion: env.VITE_APP_VERSION || 'dev',
    kipPerBaht: kipPerBaht(env, REGION_PRESETS[region].currencies),
    // Minutes above the warning's one (issue 19).
    inactivityTimeoutMs: (numberSetting(env, 'VITE_INACTIVITY_MINUTES', 1) ?? DEFAULT_INACTIVITY_MINUTES) * 60_000,
    fieldReportsUrl: parseFieldReportsUrl(env.VITE_FIELD_REPORTS_URL),
    fieldVitalsSample: vitalsSample(env.VITE_FIELD_VITALS_SAMPLE),
  };
}

/** Whether the registration form asks for a currency (the Laos build). */
export function choosesCurrency(config: Pick<RegionConfig, 'currencies'>): boolean {
  return config.currencies.length > 1;
}
