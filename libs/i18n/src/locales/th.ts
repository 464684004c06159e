// One chunk per language: every namespace of 'th' loads together when the language is chosen.
import common from './th/common.json';
import auth from './th/auth.json';
import wallet from './th/wallet.json';
import bonus from './th/bonus.json';
import spin from './th/spin.json';
import chat from './th/chat.json';
import errors from './th/errors.json';

export const resources = { common, auth, wallet, bonus, spin, chat, errors };
