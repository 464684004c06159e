import * as v from 'valibot';
import type { CallName } from '../calls';
import * as entity from './entities';
import { extension, type AnswerMode } from './extensions';

// What each call answers (spec section 7), in one table per mode. Where the specification names an
// answer without its shape ('notice text', 'returns a link', 'returns invites'), the client takes
// every plain reading and gives the screens one shape; the spec mode gives the barest reading, so
// the stand-in's spec-only mode checks that the client copes with it.

type AnySchema = v.GenericSchema<unknown, unknown>;

/** Write calls: the spec gives no bodies ('response bodies of most write calls: not shown'). Any body is taken; success is decided by its code. */
const writeAnswer = v.pipe(
  v.unknown(),
  v.transform((body) => {
    const message = body !== null && typeof body === 'object' && 'message' in body ? (body as { message: unknown }).message : undefined;
    return typeof message === 'string' ? { message } : {};
  }),
);

type Page<Key extends string, Row extends AnySchema> = { [K in Key]: v.InferOutput<Row>[] } & { total?: number };

/**
 * A list the spec names as 'returns <key>': `{<key>: list}` (with the total extension) or a bare
 * list in client mode; `{<key>: list}` in spec mode. Typed as the client's (see `extension`).
 */
function pageOf<Key extends string, Row extends AnySchema>(mode: AnswerMode, key: Key, row: Row): v.GenericSchema<unknown, Page<Key, Row>> {
  const page = v.object({ [key]: v.array(row), ...extension(mode, 'pageTotal') });
  if (mode === 'spec') return page as unknown as v.GenericSchema<unknown, Page<Key, Row>>;
  const bareList = v.pipe(
    v.array(row),
    v.transform((rows) => ({ [key]: rows })),
  );
  return v.union([page, bareList]) as unknown as v.GenericSchema<unknown, Page<Key, Row>>;
}

/**
 * An answer the spec gives as one value ('returns a link'): `{<key>: value}` or the bare value,
 * given to the client as `{<key>: value}`; the bare value in spec mode.
 */
function oneValue<Key extends string, Value extends AnySchema>(mode: AnswerMode, key: Key, value: Value): v.GenericSchema<unknown, { [K in Key]: v.InferOutput<Value> }> {
  const wrapped = v.pipe(
    v.object({ [key]: value }),
    v.transform((body) => (body as Record<string, unknown>)[key]),
  );
  const bare = v.union([value, wrapped]);
  const result = mode === 'spec' ? bare : v.pipe(bare, v.transform((inner) => ({ [key]: inner })));
  return result as unknown as v.GenericSchema<unknown, { [K in Key]: v.InferOutput<Value> }>;
}

const stringList = v.array(v.string());

export function answerSchemas(mode: AnswerMode) {
  return {
    // lookups
    lookupBanks: v.array(v.object({ code: v.string(), nameTH: v.string() })),
    lookupDeposit: entity.depositLookup,
    lookupConditions: stringList,
    lookupAgreements: stringList,
    lookupInfo: v.object({ name: v.string(), website: v.nullish(v.string(), '') }),
    lookupNotice: oneValue(mode, 'notice', v.pipe(v.nullish(v.string()), v.transform((notice) => notice ?? ''))),
    lookupContact: v.object({
      contactText: v.nullish(v.string(), ''),
      lineLink: v.nullish(v.string(), ''),
      lineName: v.nullish(v.string(), ''),
      lineQR: v.nullish(v.string(), ''),
    }),
    lookupWithdraw: v.object({ withdrawMin: v.number(), withdrawMax: v.number() }),
    lookupSlip: v.pipe(
      v.unknown(),
      v.transform((body) => (body !== null && typeof body === 'object' ? body : {})),
      v.object(extension(mode, 'slipSettings')),
    ),
    lookupSources: v.array(v.object({ code: v.string(), description: v.string() })),
    lookupActive: v.object({ message: v.optional(v.string()) }),
    lookupRegisterOtp: v.object({ registerOTP: v.boolean() }),
    lookupEnableChatWidget: v.object({ enableChatWidget: v.boolean() }),
    // auth and account
    login: v.object({ token: v.pipe(v.string(), v.nonEmpty()) }),
    validateAccount: writeAnswer,
    createAccount: writeAnswer,
    getProfile: entity.profile(mode),
    updateProfile: writeAnswer,
    updateBankAccountName: writeAnswer,
    changePassword: writeAnswer,
    sendOtp: v.object({ otpRef: v.string(), otpToken: v.string(), code: v.optional(v.string(), '') }),
    verifyOtp: writeAnswer,
    // wallet
    getWallet: entity.wallet(mode),
    refreshGameBalances: writeAnswer,
    activateGame: writeAnswer,
    getGameAccount: v.object({
      username: v.nullish(v.string(), ''),
      password: v.nullish(v.string(), ''),
      ...extension(mode, 'gameAccountLinks'),
    }),
    resetGamePassword: writeAnswer,
    addToWallet: writeAnswer,
    transfer: writeAnswer,
    transferAll: writeAnswer,
    withdraw: writeAnswer,
    withdrawAll: writeAnswer,
    uploadSlip: writeAnswer,
    sendTrueLink: writeAnswer,
    getQr: entity.qrState(mode),
    createQr: entity.qrState(mode),
    deleteQr: writeAnswer,
    autoLogin: oneValue(mode, 'link', v.string()),
    autoLoginWithPassword: oneValue(mode, 'link', v.string()),
    // invite, refund
    listInvites: pageOf(mode, 'invites', entity.inviteRow),
    claimInviteBonus: writeAnswer,
    inviteBanners: oneValue(mode, 'banners', v.array(entity.banner)),
    listRefunds: pageOf(mode, 'refunds', entity.refundRow),
    checkRefund: entity.refundCheck,
    receiveRefund: writeAnswer,
    addRefundToWallet: writeAnswer,
    refundBanners: oneValue(mode, 'banners', v.array(entity.banner)),
    // bonus, promotion
    listBonuses: v.array(entity.bonus(mode)),
    activateBonus: writeAnswer,
    checkActiveBonus: v.object({ status: v.boolean(), type: v.nullish(v.string(), '') }),
    clearBonus: writeAnswer,
    checkBonusMinimum: v.unknown(),
    findPromotion: entity.promotion(mode),
    activatePromotion: writeAnswer,
    currentPromotion: v.unknown(),
    // statement
    listStatements: v.object({ total: v.number(), statements: v.array(entity.statementEntry(mode)) }),
    listSlips: pageOf(mode, 'slips', entity.slip(mode)),
    slipUrl: oneValue(mode, 'url', v.string()),
    // spin wheel
    spinSetup: entity.spinSetup,
    spin: v.object({ code: v.string(), label: v.string(), remainingCoin: v.number() }),
    listCoupons: oneValue(mode, 'coupons', v.array(entity.coupon(mode))),
    // Not given by the spec: the alert falls back to the chosen coupon's slice label.
    claimCoupon: v.fallback(v.object({ message: v.optional(v.string()), label: v.optional(v.string()) }), {}),
    spinActive: oneValue(mode, 'active', v.boolean()),
    // chat
    chatConfig: v.object({ PREFIX: v.string() }),
    chatSend: v.object({ createdAt: v.optional(v.string()) }),
    chatHistory: v.array(entity.chatConversation),
    chatUploadImage: v.object({ path: v.string() }),
    chatUploadVideo: v.object({ path: v.string() }),
    chatMarkRead: writeAnswer,
  } satisfies Record<CallName, AnySchema>;
}
