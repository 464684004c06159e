import { PRIZE_KINDS, matchOneOf, readFigure, readFlag } from '@wallet/domain';
import { optionalBy } from './fields';

const asText = (value: unknown) => (typeof value === 'string' ? value : undefined);
const orNull = (value: unknown) => (value === null ? null : asText(value));
const oneOf =
  <T extends string>(list: readonly T[]) =>
  (value: unknown) =>
    matchOneOf(list, value) ?? undefined;
const figure = (value: unknown) => readFigure(value) ?? undefined;
const flag = (value: unknown) => readFlag(value) ?? undefined;

/**
 * Every field the client reads that the specification (sections 3 and 7) does not give: the one
 * place extensions are named. Each is optional; every screen works without it and uses it when
 * the backend sends it. The stand-in's spec-only mode (STUB_SHAPES=spec) strips all of them.
 * Read tolerantly (issue 24): null or a value that cannot be read is absent, a listed value is
 * matched case-insensitively, a figure may be a numeric string; an extension never makes an
 * answer or a row unreadable. Each is built when a schema asks for it, so a screen's first load
 * carries only the extensions its answers read.
 */
export const EXTENSIONS = {
  /** Profile and wallet profile: the member's currency. Without it: deposit accounts' common currency, else the region's only one, else none shown. */
  memberCurrency: () => ({ currency: optionalBy(oneOf(['LAK', 'BAHT'] as const)) }),
  /** Wallet bank account: the bank's code. Without it: the profile's bankCode (spec Profile). */
  bankAccountCode: () => ({ bankCode: optionalBy(asText) }),
  /** Game account lookup: the game's code and links (null: no link). Without them: the wallet's game account links. */
  gameAccountLinks: () => ({
    code: optionalBy(asText),
    web: optionalBy(orNull),
    android: optionalBy(orNull),
    ios: optionalBy(orNull),
  }),
  /** QR state: the code's outcome. Without it: hasQrcode turning false before expiry means paid. */
  qrStatus: () => ({ status: optionalBy(oneOf(['WAITING', 'PAID', 'EXPIRED', 'CANCELLED'] as const)) }),
  /** Invite, refund and slip pages: the row count. Without it: a full page means there may be a next one. */
  pageTotal: () => ({ total: optionalBy(figure) }),
  /** Bank list: the bank's English name, shown wherever the language is not Thai (domain bankName). Without it: nameTH (the region's script). */
  bankNameEnglish: () => ({ nameEN: optionalBy(asText) }),
  /** Bonus: a name to show. Without it: the code. */
  bonusName: () => ({ name: optionalBy(asText) }),
  /** Promotion: its code. Without it: the code the member typed. */
  promotionCode: () => ({ code: optionalBy(asText) }),
  /** Statement entries and slips: a stable key. Without it: rows are keyed by position. */
  rowId: () => ({ _id: optionalBy(asText) }),
  /**
   * Coupon: its id (sent to claim it), whether it was claimed, when it was won, and its prize's
   * kind (cash, coin or item; domain couponWorth). Without the kind: the amount is shown as money
   * unless it is nothing, and a claim is offered until the server refuses it.
   */
  couponRecord: () => ({ _id: optionalBy(asText), claimed: optionalBy(flag), createdAt: optionalBy(asText), kind: optionalBy(oneOf(PRIZE_KINDS)) }),
  /** Slip settings: the spec names them without fields. Without them: upload open, never closed, 10 MB. */
  slipSettings: () => ({
    enabled: optionalBy(flag),
    closedFrom: optionalBy(orNull),
    closedTo: optionalBy(orNull),
    maxFileMb: optionalBy(figure),
  }),
} as const;

export type ExtensionName = keyof typeof EXTENSIONS;

/** The schema entries of an extension. */
export type ExtensionEntries<Name extends ExtensionName> = ReturnType<(typeof EXTENSIONS)[Name]>;

/** Which answers are read: 'client' takes the extensions; 'spec' is what the specification alone gives. */
export type AnswerMode = 'client' | 'spec';

/**
 * The entries of an extension in client mode; none in spec mode. Typed as the client's: a spec-mode
 * answer is only ever sent on as JSON by the stand-in, never read through these types.
 */
export function extension<Name extends ExtensionName>(mode: AnswerMode, name: Name): ExtensionEntries<Name> {
  return (mode === 'client' ? EXTENSIONS[name]() : {}) as ExtensionEntries<Name>;
}
