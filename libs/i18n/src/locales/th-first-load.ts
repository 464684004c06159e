// What the first screen of any visit needs in 'th': the shared texts, the public screens and the
// error table. Each feature's namespace loads with the feature (locales/th/<namespace>.json).
import common from './th/common.json';
import auth from './th/auth.json';
import errors from './th/errors.json';

export const resources = { common, auth, errors };
