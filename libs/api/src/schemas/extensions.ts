import * as v from 'valibot';

/**
 * Every field the client reads that the specification (sections 3 and 7) does not give: the one
 * place extensions are named. Each is optional; every screen works without it and uses it when
 * the backend sends it. The stand-in's spec-only mode (STUB_SHAPES=spec) strips all of them.
 */
export const EXTENSIONS = {
  /** Profile and wallet profile: the member's currency. Without it: deposit accounts' common currency, else the region's only one, else none shown. */
  memberCurrency: { currency: v.optional(v.picklist(['LAK', 'BAHT'])) },
  /** Wallet bank account: the bank's code. Without it: the profile's bankCode (spec Profile). */
  bankAccountCode: { bankCode: v.optional(v.string()) },
  /** Game account lookup: the game's code and links. Without them: the wallet's game account links. */
  gameAccountLinks: {
    code: v.optional(v.string()),
    web: v.optional(v.nullable(v.string())),
    android: v.optional(v.nullable(v.string())),
    ios: v.optional(v.nullable(v.string())),
  },
  /** QR state: the code's outcome. Without it: hasQrcode turning false before expiry means paid. */
  qrStatus: { status: v.optional(v.picklist(['WAITING', 'PAID', 'EXPIRED', 'CANCELLED'])) },
  /** Invite, refund and slip pages: the row count. Without it: a full page means there may be a next one. */
  pageTotal: { total: v.optional(v.number()) },
  /** Bank list: the bank's English name, for the English screens. Without it: nameTH (the region's script). */
  bankNameEnglish: { nameEN: v.optional(v.string()) },
  /** Bonus: a name to show. Without it: the code. */
  bonusName: { name: v.optional(v.string()) },
  /** Promotion: its code. Without it: the code the member typed. */
  promotionCode: { code: v.optional(v.string()) },
  /** Statement entries and slips: a stable key. Without it: rows are keyed by position. */
  rowId: { _id: v.optional(v.string()) },
  /** Coupon: its id (sent to claim it), whether it was claimed, when it was won. */
  couponRecord: { _id: v.optional(v.string()), claimed: v.optional(v.boolean()), createdAt: v.optional(v.string()) },
  /** Slip settings: the spec names them without fields. Without them: upload open, never closed, 10 MB. */
  slipSettings: {
    enabled: v.fallback(v.optional(v.boolean()), undefined),
    closedFrom: v.fallback(v.optional(v.nullable(v.string())), undefined),
    closedTo: v.fallback(v.optional(v.nullable(v.string())), undefined),
    maxFileMb: v.fallback(v.optional(v.number()), undefined),
  },
} as const;

export type ExtensionName = keyof typeof EXTENSIONS;

/** Which answers are read: 'client' takes the extensions; 'spec' is what the specification alone gives. */
export type AnswerMode = 'client' | 'spec';

/**
 * The entries of an extension in client mode; none in spec mode. Typed as the client's: a spec-mode
 * answer is only ever sent on as JSON by the stand-in, never read through these types.
 */
export function extension<Name extends ExtensionName>(mode: AnswerMode, name: Name): (typeof EXTENSIONS)[Name] {
  return mode === 'client' ? EXTENSIONS[name] : ({} as (typeof EXTENSIONS)[Name]);
}
