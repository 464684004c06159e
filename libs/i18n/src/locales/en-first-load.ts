// What the first screen of any visit needs in 'en': the shared texts and the app's own error texts.
// Each feature's namespace loads with the feature (locales/en/<namespace>.json), the public
// screens' 'auth' too; the server's error table when a call first fails (locales/en/errors.code.json).
import common from './en/common.json';
import errors from './en/errors.json';

export const resources = { common, errors };
