// What the first screen of any visit needs in 'en': the shared texts, the public screens and the
// error table. Each feature's namespace loads with the feature (locales/en/<namespace>.json).
import common from './en/common.json';
import auth from './en/auth.json';
import errors from './en/errors.json';

export const resources = { common, auth, errors };
