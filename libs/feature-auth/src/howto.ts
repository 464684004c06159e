// The how-to screen's own entry point: its videos' code is not part of /login's first load.
export { HowtoPage } from './howto/howto-page';
