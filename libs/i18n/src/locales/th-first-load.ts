// What the first screen of any visit needs in 'th': the shared texts, the public screens and the
// app's own error texts. Each feature's namespace loads with the feature (locales/th/<namespace>.json);
// the server's error table when a call first fails (locales/th/errors.code.json).
import common from './th/common.json';
import auth from './th/auth.json';
import errors from './th/errors.json';

export const resources = { common, auth, errors };
