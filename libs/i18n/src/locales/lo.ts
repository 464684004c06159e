// Every namespace of 'lo' at once, for tests and checks; the app loads them in parts (create-i18n.ts).
import common from './lo/common.json';
import auth from './lo/auth.json';
import wallet from './lo/wallet.json';
import bonus from './lo/bonus.json';
import spin from './lo/spin.json';
import chat from './lo/chat.json';
import errors from './lo/errors.json';
import update from './lo/update.json';
import errorCodes from './lo/errors.code.json';

// The error table by code loads apart from the rest of 'errors' (create-i18n.ts), under the same keys.
export const resources = { common, auth, wallet, bonus, spin, chat, update, errors: { ...errors, code: errorCodes } };
