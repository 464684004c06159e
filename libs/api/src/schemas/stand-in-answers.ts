// The stand-in's own answers to every call of the catalogue, as a member (or visitor) meets them
// from its fixture: what the tolerant-reading property test changes one field at a time. Test-only.
import { encryptTrueLink, GIFT_LINK_ADDRESS } from '@wallet/domain';
import { CALLS, callPath, type CallName } from '../calls';
import { CLIENT_HEADER } from '../contract';

const DEMO = { username: '0812345678', password: 'demo1234', id: '64f0a1b2c3d4e5f601234567' } as const;
/** The fixture's gift-link secret (tools/stub-api/fixtures/default.json). */
const TRUE_LINK_SECRET = 'wallet-demo-truelink-secret';

/** A PNG of one pixel, and the first bytes of an MP4: the uploads the stand-in takes. */
const PNG = new Uint8Array(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'));
const MP4 = Uint8Array.from([0, 0, 0, 24, 102, 116, 121, 112, 109, 112, 52, 50, 0, 0, 0, 0, 109, 112, 52, 50, 105, 115, 111, 109]);

interface Request {
  params?: Record<string, string>;
  /** Calls the stand-in's dev route first (`[route, body]`). */
  before?: [string, unknown];
  /** Asks again until the answer holds what is wanted (what support answers comes a moment later). */
  until?: (body: unknown) => boolean;
  body?: unknown;
  file?: { name: string; type: string; bytes: Uint8Array<ArrayBuffer> };
}

/**
 * How each call is made so that the stand-in answers it from its fixture, in an order where each
 * finds what it needs (a QR to read before one to delete, a spin before its coupon). A call of the
 * catalogue missing here is a failure of the test that uses it.
 */
const REQUESTS: [CallName, Request | ((answers: Partial<Record<CallName, unknown>>) => Request | Promise<Request>)][] = [
  ['lookupBanks', {}],
  ['lookupConditions', {}],
  ['lookupAgreements', {}],
  ['lookupInfo', {}],
  ['lookupNotice', {}],
  ['lookupContact', {}],
  ['lookupWithdraw', {}],
  ['lookupSlip', {}],
  ['lookupSources', {}],
  ['lookupActive', {}],
  ['lookupRegisterOtp', {}],
  ['lookupEnableChatWidget', {}],
  ['login', { body: DEMO }],
  ['sendOtp', { body: { phoneNumber: '0899990001' } }],
  ['verifyOtp', (answers) => ({ body: { otpToken: (answers.sendOtp as { otpToken: string }).otpToken, otpCode: '123456' } })],
  ['validateAccount', { body: { name: 'Tolerant Reader', username: '0899990001', password: 'secret12', sourceCode: 'FACEBOOK', inviteCode: '', bankCode: 'SCB', bankAccountName: 'TOLERANT READER', bankAccountNo: '9876543210' } }],
  ['createAccount', { body: { name: 'Tolerant Reader', username: '0899990001', password: 'secret12', sourceCode: 'FACEBOOK', inviteCode: '', bankCode: 'SCB', bankAccountName: 'TOLERANT READER', bankAccountNo: '9876543210', currency: 'BAHT' } }],
  ['lookupDeposit', {}],
  ['getProfile', {}],
  ['updateProfile', { body: { name: 'สมชาย ใจดี', bankCode: 'KBANK', bankAccountName: 'SOMCHAI JAIDEE', bankAccountNo: '0123456789' } }],
  ['updateBankAccountName', { body: { bankCode: 'KBANK', bankAccountName: 'SOMCHAI JAIDEE' } }],
  ['changePassword', { body: { oldPassword: DEMO.password, newPassword: DEMO.password } }],
  ['getWallet', {}],
  ['refreshGameBalances', {}],
  ['activateGame', { params: { code: 'SLOTXO' } }],
  ['getGameAccount', { params: { code: 'PG' } }],
  ['resetGamePassword', { params: { code: 'PG' } }],
  ['addToWallet', { body: { amount: 10 } }],
  ['transfer', { body: { from: 'WALLET', to: 'PG', amount: 10 } }],
  ['withdraw', { body: { amount: 100 } }],
  ['withdrawAll', { body: { amount: 100 } }],
  ['transferAll', { body: { to: 'PG' } }],
  ['uploadSlip', { file: { name: 'slip.png', type: 'image/png', bytes: PNG } }],
  ['sendTrueLink', async () => ({ body: { link: await encryptTrueLink(`${GIFT_LINK_ADDRESS}?v=0123abcdTolerant`, 'WALLET DEMO GIFT', TRUE_LINK_SECRET) } })],
  ['createQr', { params: { provider: 'KBANK' }, body: { amount: 100 } }],
  ['getQr', { params: { provider: 'KBANK' } }],
  ['deleteQr', (answers) => ({ params: { qrcodeId: (answers.createQr as { qrcodeId: string }).qrcodeId } })],
  ['autoLogin', { params: { provider: 'pg', username: 'pg345678' } }],
  ['autoLoginWithPassword', { params: { provider: 'askmebet', username: 'ask345678', password: 'amDemo88' } }],
  ['listInvites', { body: { page: 1, limit: 10 } }],
  ['claimInviteBonus', {}],
  ['inviteBanners', {}],
  ['listRefunds', { body: { page: 1, limit: 10 } }],
  ['checkRefund', {}],
  ['refundBanners', {}],
  ['listBonuses', {}],
  ['checkActiveBonus', {}],
  ['checkBonusMinimum', {}],
  ['findPromotion', { params: { code: 'WELCOME100' } }],
  ['currentPromotion', {}],
  ['listStatements', { body: { page: 1, limit: 10 } }],
  ['listSlips', { body: { page: 1, limit: 10 } }],
  ['slipUrl', { params: { reference: '240601000111' } }],
  ['spinSetup', {}],
  ['spin', { body: {}, before: [`member/${DEMO.username}/spins`, { slices: ['C5'] }] }],
  ['listCoupons', {}],
  ['claimCoupon', (answers) => ({ body: { coupon: (answers.listCoupons as { coupons: { _id: string; prize: { slice: { code: string } } }[] }).coupons.find((coupon) => coupon.prize.slice.code === 'C5')?._id } })],
  ['spinActive', {}],
  ['chatConfig', {}],
  ...['deposit', 'bonus', 'picture', 'unknown', 'help'].map((said): [CallName, Request] => ['chatSend', { body: { sender: 'customer', userId: DEMO.id, message: { message_type: 'text', payload: { message: said } } } }]),
  ['chatUploadImage', { file: { name: 'photo.png', type: 'image/png', bytes: PNG } }],
  ['chatUploadVideo', { file: { name: 'clip.mp4', type: 'video/mp4', bytes: MP4 } }],
  ['chatMarkRead', { body: { userId: DEMO.id, guestId: null } }],
  // Once support has answered the five messages: buttons, cards, media, an unknown kind and text.
  ['chatHistory', { body: { userId: DEMO.id, guestId: null, limit: 10, skip: 0 }, until: (body) => Array.isArray(body) && body.length >= 10 }],
  // Last: they change what the calls above read.
  ['receiveRefund', {}],
  ['addRefundToWallet', {}],
  ['activatePromotion', { params: { code: 'WELCOME100' } }],
  ['clearBonus', {}],
  ['activateBonus', { params: { code: 'WELCOME' } }],
];

/** One answer of the stand-in: its status and body as sent. */
export interface StandInAnswer {
  status: number;
  body: unknown;
}

/**
 * Makes every call of the catalogue against the stand-in at `base` as its demo member (after
 * giving the member what the calls read: a waiting refund) and gives each answer.
 */
export async function standInAnswers(base: string, dev: (route: string, body?: unknown) => Promise<unknown>): Promise<Record<CallName, StandInAnswer>> {
  await dev(`member/${DEMO.username}/refund`, { amount: 75.25 });
  const answers: Partial<Record<CallName, StandInAnswer>> = {};
  const bodies: Partial<Record<CallName, unknown>> = {};
  let token: string | null = null;
  for (const [call, how] of REQUESTS) {
    const request = typeof how === 'function' ? await how(bodies) : how;
    if (request.before) await dev(...request.before);
    const { method } = CALLS[call];
    const headers: Record<string, string> = { [CLIENT_HEADER.name]: CLIENT_HEADER.value };
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (request.file) {
      const form = new FormData();
      form.append('file', new Blob([request.file.bytes], { type: request.file.type }), request.file.name);
      if (call === 'uploadSlip') form.append('amount', '100');
      body = form;
    } else if (method !== 'GET') {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.body ?? {});
    }
    // A login keeps the demo member's session: the sends and reads after it are the member's.
    const ask = async () => {
      const response = await fetch(base + callPath(call, request.params), { method, headers, body });
      const text = await response.text();
      return { status: response.status, parsed: (text === '' ? undefined : JSON.parse(text)) as unknown };
    };
    let { status, parsed } = await ask();
    for (let tries = 0; request.until && !request.until(parsed) && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      ({ status, parsed } = await ask());
    }
    answers[call] = { status, body: parsed };
    bodies[call] = parsed;
    if (call === 'login') token = (parsed as { token: string }).token;
  }
  return answers as Record<CallName, StandInAnswer>;
}
