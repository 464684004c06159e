// The live, mutable data of the stand-in backend. Every amount is integer hundredths (satang or
// kip cents) so sums are exact; every time is epoch ms. Responses are built from it by views/.
import type { ChatConversation, Coupon, GameAccount, OtpSendResponse, QrState, Slip, StatementEntry, UserBonus } from '@wallet/api';
import type { ChatLanguage } from '../chat/chat-language';
import type { AuthFailureCode } from '../rules/auth-failures';
import type { FixtureGame, FixtureMember, FixtureStatement, SiteFlags, StatementLink } from './fixture';

/** A fixture or contract shape with its `createdAt` as epoch ms. */
type AtMs<T extends { createdAt: string }> = Omit<T, 'createdAt'> & { createdAt: number };

/** The member's own account on a game: what a GameAccount adds to the game itself. */
export type GameState = Omit<GameAccount, keyof FixtureGame>;

/** Work still to be done when a pending entry settles (see settlement.ts). */
export type Settlement =
  | { kind: 'withdraw' }
  | { kind: 'credit' }
  | { kind: 'slip'; slipId: string; outcome: 'SUCCESS' | 'FAILED'; note: string };

export interface StatementRecord extends AtMs<Omit<FixtureStatement, 'linked'>>, Pick<StatementEntry, '_id'> {
  linked?: StatementLink;
  /** Pending entries only: when they settle and what settling does. */
  settleAt?: number;
  settlement?: Settlement;
}

export type SlipRecord = AtMs<Slip>;

export interface UserBonusRecord extends Omit<UserBonus, 'received'> {
  /** When each receipt was, epoch ms. */
  received: number[];
}

export type CouponRecord = AtMs<FixtureMember['coupons'][number]> & Pick<Required<Coupon>, '_id'>;

/** The fixture member as kept live: amounts in hundredths, times in epoch ms, ids given. */
export interface MemberState
  extends Omit<AtMs<FixtureMember>, 'games' | 'invites' | 'refunds' | 'bonuses' | 'statements' | 'slips' | 'coupons'> {
  games: Record<string, GameState>;
  invites: AtMs<FixtureMember['invites'][number]>[];
  refunds: AtMs<FixtureMember['refunds'][number]>[];
  bonuses: Record<string, UserBonusRecord>;
  /** The bonus or promotion currently held, if any; it blocks refunds and prize claims. */
  held: { kind: 'bonus' | 'promotion'; code: string } | null;
  statements: StatementRecord[];
  slips: SlipRecord[];
  coupons: CouponRecord[];
}

export type QrStatus = NonNullable<QrState['status']>;

export interface QrRecord {
  _id: string;
  memberId: string;
  provider: string;
  amount: number;
  createdAt: number;
  expiresAt: number;
  status: Exclude<QrStatus, 'EXPIRED'>;
  /** When it was paid or cancelled: outcomes are reported for a while, then forgotten. */
  endedAt: number | null;
}

export interface OtpRecord extends Pick<OtpSendResponse, 'otpRef' | 'otpToken'> {
  phone: string;
  /** The code the member must type (the send answer's `code` is only 'OK'). */
  code: string;
  sentAt: number;
  expiresAt: number;
  wrongAttempts: number;
}

export interface StoredConversation extends ChatConversation {
  _id: string;
  readByCustomer: boolean;
}

export interface UploadRecord {
  mimetype: string;
  data: Buffer;
}

export interface State {
  site: SiteFlags;
  members: Map<string, MemberState>;
  tokens: Map<string, { memberId: string; expiresAt: number }>;
  otps: Map<string, OtpRecord>;
  verifiedPhones: Set<string>;
  qrcodes: Map<string, QrRecord>;
  usedTrueLinks: Set<string>;
  conversations: StoredConversation[];
  /** Per chat room: the open session and when it was last used. */
  chatSessions: Map<string, { id: string; lastAt: number; ended: boolean }>;
  /** The language each chat room was last written in, which the agent answers in (chat/chat-language.ts). */
  chatLanguages: Map<string, ChatLanguage>;
  /** Uploaded files by their path under /api/assets/. */
  uploads: Map<string, UploadRecord>;
  /** Auth failures arranged by the dev route, by 'token:<token>' or 'member:<id>' (rules/auth-failures.ts). */
  authFailures: Map<string, { code: AuthFailureCode; remaining: number }>;
  /** Wheel slices the dev route arranged for a member's next spins, by member id, first one next. */
  arrangedSpins: Map<string, string[]>;
}
