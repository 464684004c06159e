// What the first screen of any visit needs in 'en': the shared texts, the public screens and the
// app's own error texts. Each feature's namespace loads with the feature (locales/en/<namespace>.json);
// the server's error table when a call first fails (locales/en/errors.code.json).
import common from './en/common.json';
import auth from './en/auth.json';
import errors from './en/errors.json';

export const resources = { common, auth, errors };
