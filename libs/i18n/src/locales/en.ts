// Every namespace of 'en' at once, for tests and checks; the app loads them in parts (create-i18n.ts).
import common from './en/common.json';
import auth from './en/auth.json';
import wallet from './en/wallet.json';
import bonus from './en/bonus.json';
import spin from './en/spin.json';
import chat from './en/chat.json';
import errors from './en/errors.json';
import update from './en/update.json';
import errorCodes from './en/errors.code.json';

// The error table by code loads apart from the rest of 'errors' (create-i18n.ts), under the same keys.
export const resources = { common, auth, wallet, bonus, spin, chat, update, errors: { ...errors, code: errorCodes } };
