// What the first screen of any visit needs in 'th': the shared texts and the app's own error texts.
// Each feature's namespace loads with the feature (locales/th/<namespace>.json), the public
// screens' 'auth' too; the server's error table when a call first fails (locales/th/errors.code.json).
import common from './th/common.json';
import errors from './th/errors.json';

export const resources = { common, errors };
