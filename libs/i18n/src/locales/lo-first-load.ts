// What the first screen of any visit needs in 'lo': the shared texts, the public screens and the
// app's own error texts. Each feature's namespace loads with the feature (locales/lo/<namespace>.json);
// the server's error table when a call first fails (locales/lo/errors.code.json).
import common from './lo/common.json';
import auth from './lo/auth.json';
import errors from './lo/errors.json';

export const resources = { common, auth, errors };
