// What the first screen of any visit needs in 'lo': the shared texts and the app's own error texts.
// Each feature's namespace loads with the feature (locales/lo/<namespace>.json), the public
// screens' 'auth' too; the server's error table when a call first fails (locales/lo/errors.code.json).
import common from './lo/common.json';
import errors from './lo/errors.json';

export const resources = { common, errors };
