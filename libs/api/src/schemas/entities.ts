import * as v from 'valibot';
import { extension, type AnswerMode } from './extensions';

// The entities of spec section 3, built for one mode: 'client' reads the extensions too, 'spec'
// gives exactly what the specification gives (extra keys are dropped by valibot's object).

const text = v.string();
const num = v.number();
/** A text the spec gives that a backend may send as null: read as ''. */
const textOrEmpty = v.nullish(v.string(), '');
/** An optional text that a backend may send as null: read as absent. */
const optionalText = v.pipe(
  v.nullish(v.string()),
  v.transform((value) => value ?? undefined),
);

export const banner = v.object({ image: text, html: textOrEmpty });

/** Statement and slip statuses (spec section 3): SUCCESS, FAILED, anything else is in progress. */
export const progressStatus = v.pipe(
  v.string(),
  v.transform((status): 'SUCCESS' | 'FAILED' | 'PENDING' => (status === 'SUCCESS' || status === 'FAILED' ? status : 'PENDING')),
);

export const gameAccount = v.object({
    code: text,
    name: text,
    logo: textOrEmpty,
    background: textOrEmpty,
    category: v.picklist(['slot', 'sport', 'lotto']),
    isActive: v.boolean(),
    amount: num,
    ftWalletSlot: num,
    web: v.nullish(text, null),
    android: v.nullish(text, null),
    ios: v.nullish(text, null),
    username: textOrEmpty,
  password: textOrEmpty,
});

export function profile(mode: AnswerMode) {
  return v.object({
    _id: text,
    username: text,
    name: text,
    createdAt: text,
    coin: num,
    bankCode: text,
    bankAccountName: text,
    bankAccountNo: text,
    ...extension(mode, 'memberCurrency'),
  });
}

export function wallet(mode: AnswerMode) {
  return v.object({
    profile: v.object({ name: text, _id: text, createdAt: text, username: text, coin: num, ...extension(mode, 'memberCurrency') }),
    bankAccount: v.object({
      bankAccountName: text,
      bankAccountNo: text,
      bank: v.object({ nameTH: text }),
      ...extension(mode, 'bankAccountCode'),
    }),
    wallet: v.object({ amount: num }),
    invite: v.object({ amount: num, success: num, fail: num }),
    slots: v.array(gameAccount),
  });
}

export const depositLookup = v.object({
  banks: v.array(
    v.object({
      bankCode: text,
      bankType: text,
      mode: text,
      bank: v.object({ nameTH: text, nameEN: text }),
      bankAccountName: text,
      bankAccountNo: text,
      currency: v.picklist(['LAK', 'BAHT']),
    }),
  ),
  wallets: v.array(v.object({ walletAccountName: text, mode: text })),
  isManual: v.boolean(),
});

export function qrState(mode: AnswerMode) {
  // With no code (hasQrcode false) a backend may leave the code's fields out or null.
  return v.object({
    qrcodeId: textOrEmpty,
    hasQrcode: v.boolean(),
    qrcode: textOrEmpty,
    amount: v.nullish(num, 0),
    expireIn: v.nullish(num, 0),
    message: textOrEmpty,
    ...extension(mode, 'qrStatus'),
  });
}

export const inviteRow = v.object({ from: v.object({ name: text }), amount: num, createdAt: text });
export const refundRow = v.object({ refundAmount: num, createdAt: text });

export const refundCheck = v.object({
  result: v.boolean(),
  bonus: v.boolean(),
  info: textOrEmpty,
  refundAmount: num,
  refundSuccess: num,
  refundFail: num,
});

export function bonus(mode: AnswerMode) {
  return v.object({
    code: text,
    type: v.picklist(['limit', 'day', 'week']),
    maxReceived: num,
    percentFail: num,
    banners: v.optional(v.array(banner), []),
    userBonus: v.optional(
      v.nullable(v.object({ _id: text, isActive: v.boolean(), received: v.optional(v.array(v.object({ updatedAt: text })), []) })),
      null,
    ),
    ...extension(mode, 'bonusName'),
  });
}

export function promotion(mode: AnswerMode) {
  return v.object({ percentFail: num, description: textOrEmpty, ...extension(mode, 'promotionCode') });
}

const linkedDescription = v.optional(v.object({ description: text }));

export function statementEntry(mode: AnswerMode) {
  return v.object({
    statementType: v.picklist(['deposit', 'bonus', 'finish_bonus', 'withdraw', 'transfer']),
    from: textOrEmpty,
    to: textOrEmpty,
    amount: num,
    status: progressStatus,
    createdAt: text,
    bonus: linkedDescription,
    promotion: linkedDescription,
    invite: linkedDescription,
    refund: linkedDescription,
    luckydraw: linkedDescription,
    ...extension(mode, 'rowId'),
  });
}

export function slip(mode: AnswerMode) {
  return v.object({
    createdAt: text,
    amount: num,
    status: progressStatus,
    note: textOrEmpty,
    link: textOrEmpty,
    reference: textOrEmpty,
    ...extension(mode, 'rowId'),
  });
}

const sliceRef = v.object({ code: text, label: text });

export const spinSetup = v.object({
  wheel: v.optional(
    v.nullable(
      v.object({
        name: text,
        slices: v.array(v.object({ code: text, label: text, bgColor: textOrEmpty, textColor: textOrEmpty, htmlDescription: textOrEmpty })),
      }),
    ),
    null,
  ),
  userCoin: num,
});

export function coupon(mode: AnswerMode) {
  return v.object({ prize: v.object({ name: text, slice: sliceRef }), amount: num, ...extension(mode, 'couponRecord') });
}

const chatButton = v.object({ title: text, type: text, payload: textOrEmpty });

export const chatConversation = v.object({
  sender: text,
  message: v.object({
    message_type: v.picklist(['text', 'buttons', 'media', 'quick_replies', 'generic', 'postback', 'unknown']),
    // One object for every kind's payload (spec section 3: text, media, buttons); each renderer reads its own fields.
    payload: v.optional(
      v.object({
        message: optionalText,
        buttons: v.optional(v.array(chatButton)),
        url: v.optional(v.boolean()),
        fileType: v.optional(v.picklist(['image', 'video', 'file'])),
        filePath: v.optional(text),
        name: v.optional(text),
      }),
      {},
    ),
    payloads: v.optional(v.array(v.object({ image_url: textOrEmpty, title: textOrEmpty, subtitle: textOrEmpty, buttons: v.optional(v.array(chatButton), []) }))),
    deliver: v.optional(v.object({ id: text, status: v.picklist(['uploading_file', 'sending', 'failed', 'succeed']), progress: num })),
  }),
  userId: v.nullish(text, null),
  guestId: v.nullish(text, null),
  username: v.nullish(text, null),
  name: v.nullish(text, null),
  deviceToken: v.nullish(text, null),
  createdAt: text,
  session_id: textOrEmpty,
});
