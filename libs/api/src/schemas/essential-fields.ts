import type { CallName } from '../calls';

/**
 * The one list of the fields a screen cannot work without (issue 24), by call, as paths into the
 * answer as sent: `*` stands for every row of a list. When one of them is missing (absent or null)
 * or cannot be read, the call's answer is a translated 'unexpected answer' with a retry; every
 * other field is read tolerantly (null is absent, a listed value is matched case-insensitively and
 * another kept as sent, a figure may be a numeric string), and a row of a list that still cannot be
 * read is left out and counted while the rest is shown. What is here:
 *
 * - the lists themselves, where a screen shows their rows (a list that is not one cannot be told apart from none);
 * - figures shown outside a list (balances, coin counts, limits, totals): a wrong or missing figure is never shown;
 * - flags that decide what a screen does (manual deposit, OTP, chat, a refund's result, the wheel);
 * - the identity a screen builds on (the member's id, a token, a live QR code's id), and the links a call exists to give.
 *
 * A QR state's code fields count only while it holds a code (hasQrcode); the wheel is drawn whole,
 * so each slice needs its code and label. Write calls take any body and have none.
 */
export const ESSENTIAL_FIELDS: Partial<Record<CallName, readonly string[]>> = {
  lookupWithdraw: ['withdrawMin', 'withdrawMax'],
  lookupRegisterOtp: ['registerOTP'],
  lookupEnableChatWidget: ['enableChatWidget'],
  lookupDeposit: ['banks', 'wallets', 'isManual'],
  login: ['token'],
  sendOtp: ['otpRef', 'otpToken'],
  getProfile: ['_id', 'username', 'coin'],
  // Home needs the wallet's amount and the games; the rest goes alone (SHOWN_WITHOUT).
  getWallet: ['wallet', 'wallet.amount', 'slots'],
  getQr: ['hasQrcode', 'qrcodeId', 'amount', 'expireIn'],
  createQr: ['hasQrcode', 'qrcodeId', 'amount', 'expireIn'],
  autoLogin: ['link'],
  autoLoginWithPassword: ['link'],
  listInvites: ['invites'],
  listRefunds: ['refunds'],
  checkRefund: ['result', 'refundAmount', 'refundSuccess', 'refundFail'],
  checkActiveBonus: ['status'],
  findPromotion: ['percentFail'],
  listStatements: ['total', 'statements'],
  listSlips: ['slips'],
  slipUrl: ['url'],
  spinSetup: ['userCoin', 'wheel.slices', 'wheel.slices.*', 'wheel.slices.*.code', 'wheel.slices.*.label'],
  spin: ['code', 'label', 'remainingCoin'],
  listCoupons: ['coupons'],
  spinActive: ['active'],
  chatConfig: ['PREFIX'],
  chatUploadImage: ['path'],
  chatUploadVideo: ['path'],
};

/**
 * The blocks of an answer its screen is shown without (issue 38 item 3), by call: one sent null,
 * left out, or unreadable as a whole is dropped alone (answer-kit shownWithout), and what shows it
 * goes (home: the greeting's name, the coin count and the invite bonus; the invite sheet: the link
 * or the counts) while the rest of the screen is drawn.
 */
export const SHOWN_WITHOUT: Partial<Record<CallName, readonly string[]>> = {
  getWallet: ['profile', 'invite'],
};
