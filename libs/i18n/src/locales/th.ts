// Every namespace of 'th' at once, for tests and checks; the app loads them in parts (create-i18n.ts).
import common from './th/common.json';
import auth from './th/auth.json';
import wallet from './th/wallet.json';
import bonus from './th/bonus.json';
import spin from './th/spin.json';
import chat from './th/chat.json';
import errors from './th/errors.json';
import update from './th/update.json';
import errorCodes from './th/errors.code.json';

// The error table by code loads apart from the rest of 'errors' (create-i18n.ts), under the same keys.
export const resources = { common, auth, wallet, bonus, spin, chat, update, errors: { ...errors, code: errorCodes } };
