// The live, mutable data of the stand-in backend. Every amount is integer hundredths (satang or
// kip cents) so sums are exact; every time is epoch ms. Responses are built from it by views/.
import type {
  ChatConversation,
  Currency,
  ProgressStatus,
  StatementType,
} from '@wallet/api/contract';
import type { FixtureStatement, SiteFlags } from './fixture';

export interface GameState {
  isActive: boolean;
  amount: number;
  username: string;
  password: string;
}

/** Work still to be done when a pending entry settles (see settlement.ts). */
export type Settlement =
  | { kind: 'withdraw' }
  | { kind: 'credit' }
  | { kind: 'slip'; slipId: string; outcome: 'SUCCESS' | 'FAILED'; note: string };

export interface StatementRecord {
  _id: string;
  statementType: StatementType;
  from: string;
  to: string;
  amount: number;
  status: ProgressStatus;
  createdAt: number;
  linked?: FixtureStatement['linked'];
  /** Pending entries only: when they settle and what settling does. */
  settleAt?: number;
  settlement?: Settlement;
}

export interface SlipRecord {
  _id: string;
  createdAt: number;
  amount: number;
  status: ProgressStatus;
  note: string;
  link: string;
  reference: string;
}

export interface UserBonusRecord {
  _id: string;
  isActive: boolean;
  received: number[];
}

export interface CouponRecord {
  _id: string;
  slice: string;
  claimed: boolean;
  createdAt: number;
}

export interface MemberState {
  _id: string;
  username: string;
  password: string;
  name: string;
  createdAt: number;
  active: boolean;
  currency: Currency;
  bankCode: string;
  bankAccountName: string;
  bankAccountNo: string;
  wallet: number;
  coin: number;
  games: Record<string, GameState>;
  invite: { amount: number; success: number; fail: number };
  invites: { fromName: string; amount: number; createdAt: number }[];
  refund: { pending: number; success: number; fail: number };
  refunds: { refundAmount: number; createdAt: number }[];
  bonuses: Record<string, UserBonusRecord>;
  /** The bonus or promotion currently held, if any; it blocks refunds and prize claims. */
  held: { kind: 'bonus' | 'promotion'; code: string } | null;
  promotionsReceived: string[];
  statements: StatementRecord[];
  slips: SlipRecord[];
  coupons: CouponRecord[];
}

export type QrStatus = 'WAITING' | 'PAID' | 'EXPIRED' | 'CANCELLED';

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

export interface OtpRecord {
  phone: string;
  code: string;
  otpRef: string;
  otpToken: string;
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
  /** Uploaded files by their path under /api/assets/. */
  uploads: Map<string, UploadRecord>;
}
