/** Every i18n key a chat input check can return (spec §5 chat alerts, namespace chat). */
export const CHAT_ALERT_KEYS = [
  'chat:alert.empty',
  'chat:alert.tooLong',
  'chat:alert.fileNotSupported',
  'chat:alert.fileTooLarge',
] as const;

/** One chat alert key of {@link CHAT_ALERT_KEYS} (spec §5). */
export type ChatAlertKey = (typeof CHAT_ALERT_KEYS)[number];
