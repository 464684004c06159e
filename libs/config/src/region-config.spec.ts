import { choosesCurrency, regionFromEnv } from './region-config';

describe('regionFromEnv', () => {
  it('builds the Thai config: Thai by default, baht only, 10-digit phones', () => {
    const config = regionFromEnv({ VITE_REGION: 'th', VITE_API_BASE: 'https://api.example/', VITE_APP_VERSION: '1.1.14' });
    expect(config).toMatchObject({
      region: 'th',
      defaultLocale: 'th',
      currencies: ['BAHT'],
      phoneLength: 10,
      apiBase: 'https://api.example',
      appVersion: '1.1.14',
      gameLinkInNewTab: true,
      qrMinimumOverride: null,
    });
    expect(choosesCurrency(config)).toBe(false);
  });

  it('builds the Laos config: Lao by default, LAK or BAHT chosen at registration, no phone length', () => {
    const config = regionFromEnv({ VITE_REGION: 'la', VITE_KIP_PER_BAHT: '650', VITE_GAME_LINK_NEW_TAB: 'false', VITE_QR_MIN_OVERRIDE: '20' });
    expect(config).toMatchObject({ region: 'la', defaultLocale: 'lo', currencies: ['LAK', 'BAHT'], phoneLength: null });
    expect(config.gameLinkInNewTab).toBe(false);
    expect(config.qrMinimumOverride).toBe(20);
    expect(choosesCurrency(config)).toBe(true);
  });

  it("takes the app's version from the build, with no copy of its own", () => {
    expect(regionFromEnv({ VITE_REGION: 'la', VITE_KIP_PER_BAHT: '650', VITE_APP_VERSION: '1.2.0' }).appVersion).toBe('1.2.0');
    expect(regionFromEnv({ VITE_REGION: 'la', VITE_KIP_PER_BAHT: '650' }).appVersion).toBe('dev');
  });

  it('plays the how-to samples shipped with the build unless the deployment points elsewhere', () => {
    expect(regionFromEnv({ VITE_REGION: 'th' }).howtoVideoBase).toBe('/howto');
    expect(regionFromEnv({ VITE_REGION: 'la', VITE_KIP_PER_BAHT: '650', VITE_HOWTO_VIDEO_BASE: '' }).howtoVideoBase).toBe('/howto');
    expect(regionFromEnv({ VITE_REGION: 'th', VITE_HOWTO_VIDEO_BASE: 'https://cdn.example/howto/' }).howtoVideoBase).toBe('https://cdn.example/howto');
  });

  it('sets up the chat socket only with the chat backend setting: none when empty, this site for "/", else the address given', () => {
    expect(regionFromEnv({ VITE_REGION: 'th' }).chatSocketUrl).toBeNull();
    expect(regionFromEnv({ VITE_REGION: 'th', VITE_CHAT_SOCKET: ' ' }).chatSocketUrl).toBeNull();
    expect(regionFromEnv({ VITE_REGION: 'la', VITE_KIP_PER_BAHT: '650', VITE_CHAT_SOCKET: '/' }).chatSocketUrl).toBe('/');
    expect(regionFromEnv({ VITE_REGION: 'th', VITE_CHAT_SOCKET: 'https://chat.example/' }).chatSocketUrl).toBe('https://chat.example');
    expect(() => regionFromEnv({ VITE_REGION: 'th', VITE_CHAT_SOCKET: 'javascript:alert(1)' })).toThrow(/VITE_CHAT_SOCKET/);
    expect(() => regionFromEnv({ VITE_REGION: 'th', VITE_CHAT_SOCKET: '/chat' })).toThrow(/VITE_CHAT_SOCKET/);
  });

  it('prices kip at the build rate: required where members hold kip, absent in the Thai build', () => {
    expect(regionFromEnv({ VITE_REGION: 'la', VITE_KIP_PER_BAHT: ' 650 ' }).kipPerBaht).toBe(650);
    expect(regionFromEnv({ VITE_REGION: 'th' }).kipPerBaht).toBeNull();
    expect(() => regionFromEnv({ VITE_REGION: 'la' })).toThrow(/VITE_KIP_PER_BAHT/);
    expect(() => regionFromEnv({ VITE_REGION: 'la', VITE_KIP_PER_BAHT: '-1' })).toThrow(/VITE_KIP_PER_BAHT/);
    expect(() => regionFromEnv({ VITE_REGION: 'la', VITE_KIP_PER_BAHT: 'abc' })).toThrow(/VITE_KIP_PER_BAHT/);
  });

  it('ends an idle member session after 15 minutes unless the mode file sets another time-out, longer than the warning minute', () => {
    expect(regionFromEnv({ VITE_REGION: 'th' }).inactivityTimeoutMs).toBe(15 * 60_000);
    expect(regionFromEnv({ VITE_REGION: 'th', VITE_INACTIVITY_MINUTES: ' ' }).inactivityTimeoutMs).toBe(15 * 60_000);
    expect(regionFromEnv({ VITE_REGION: 'la', VITE_KIP_PER_BAHT: '650', VITE_INACTIVITY_MINUTES: ' 30 ' }).inactivityTimeoutMs).toBe(30 * 60_000);
    expect(regionFromEnv({ VITE_REGION: 'th', VITE_INACTIVITY_MINUTES: '1.5' }).inactivityTimeoutMs).toBe(90_000);
    for (const nonsense of ['1', '0', '-5', 'ten', 'Infinity']) {
      expect(() => regionFromEnv({ VITE_REGION: 'th', VITE_INACTIVITY_MINUTES: nonsense })).toThrow(/VITE_INACTIVITY_MINUTES/);
    }
  });

  it('reports from the field only where the mode file names a path of the site or an http(s) collector, all page views unless sampled', () => {
    expect(regionFromEnv({ VITE_REGION: 'th' })).toMatchObject({ fieldReportsUrl: null, fieldVitalsSample: 1 });
    expect(regionFromEnv({ VITE_REGION: 'th', VITE_FIELD_REPORTS_URL: ' ' }).fieldReportsUrl).toBeNull();
    expect(regionFromEnv({ VITE_REGION: 'th', VITE_FIELD_REPORTS_URL: '/__dev/field-reports' }).fieldReportsUrl).toBe('/__dev/field-reports');
    expect(regionFromEnv({ VITE_REGION: 'th', VITE_FIELD_REPORTS_URL: 'https://field.example/wallet', VITE_FIELD_VITALS_SAMPLE: '0.25' })).toMatchObject({
      fieldReportsUrl: 'https://field.example/wallet',
      fieldVitalsSample: 0.25,
    });
    for (const nonsense of ['field.example', '//field.example/x', 'javascript:alert(1)', 'ftp://field.example']) {
      expect(() => regionFromEnv({ VITE_REGION: 'th', VITE_FIELD_REPORTS_URL: nonsense })).toThrow(/VITE_FIELD_REPORTS_URL/);
    }
    for (const nonsense of ['-0.1', '1.5', 'half']) {
      expect(() => regionFromEnv({ VITE_REGION: 'th', VITE_FIELD_VITALS_SAMPLE: nonsense })).toThrow(/VITE_FIELD_VITALS_SAMPLE/);
    }
  });

  it('refuses an unknown region or a nonsense QR override at build time', () => {
    expect(() => regionFromEnv({ VITE_REGION: 'vn' })).toThrow(/VITE_REGION/);
    expect(() => regionFromEnv({ VITE_REGION: 'th', VITE_QR_MIN_OVERRIDE: 'abc' })).toThrow(/QR_MIN/);
  });
});
