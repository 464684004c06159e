// The shape of a fixture file. Amounts are written in baht (people read and edit these files);
// the store turns them into integer hundredths. Times are ISO strings or offsets from the moment
// the fixture is loaded ('-36h', '-2d', '-15m'), so the demo data never goes stale.
import { readFileSync } from 'node:fs';
import type {
  Banner,
  BonusType,
  ChatMessage,
  ContactLookup,
  Currency,
  DepositBankAccount,
  DepositWallet,
  GameCategory,
  InfoLookup,
  SlipSettings,
  SourceItem,
  StatementType,
  ProgressStatus,
  WithdrawLimits,
} from '@wallet/api/contract';

export interface SiteFlags {
  active: boolean;
  registerOTP: boolean;
  enableChatWidget: boolean;
  isManual: boolean;
}

export interface FixtureBank {
  code: string;
  nameTH: string;
  nameEN: string;
}

export interface FixtureGame {
  code: string;
  name: string;
  logo: string;
  background: string;
  category: GameCategory;
  ftWalletSlot: number;
  web: string | null;
  android: string | null;
  ios: string | null;
}

export interface FixtureBonus {
  code: string;
  name: string;
  type: BonusType;
  maxReceived: number;
  percentFail: number;
  /** What one receipt credits, in baht. */
  amount: number;
  banners: Banner[];
}

export interface FixturePromotion {
  code: string;
  percentFail: number;
  description: string;
  amount: number;
}

/** cash: credits the wallet; coin: adds coins; item: handed out by staff, cannot be claimed online. */
export type PrizeKind = 'cash' | 'coin' | 'item';

export interface FixtureSlice {
  code: string;
  label: string;
  bgColor: string;
  textColor: string;
  htmlDescription: string;
  prize: { name: string; kind: PrizeKind; amount: number };
  /** Relative chance of landing on this slice. */
  weight: number;
}

export interface FixtureStatement {
  statementType: StatementType;
  from: string;
  to: string;
  amount: number;
  status: ProgressStatus;
  createdAt: string;
  /** Shown under the entry: which bonus, promotion, invite, refund or lucky draw it came from. */
  linked?: { kind: 'bonus' | 'promotion' | 'invite' | 'refund' | 'luckydraw'; description: string };
}

export interface FixtureMember {
  _id: string;
  username: string;
  password: string;
  name: string;
  createdAt: string;
  active: boolean;
  currency: Currency;
  bankCode: string;
  bankAccountName: string;
  bankAccountNo: string;
  wallet: number;
  coin: number;
  /** Active game accounts only; every other game starts inactive. */
  games: Record<string, { amount: number; username: string; password: string }>;
  invite: { amount: number; success: number; fail: number };
  invites: { fromName: string; amount: number; createdAt: string }[];
  refund: { pending: number; success: number; fail: number };
  refunds: { refundAmount: number; createdAt: string }[];
  bonuses: Record<string, { isActive: boolean; received: string[] }>;
  promotionsReceived: string[];
  statements: FixtureStatement[];
  slips: { amount: number; status: ProgressStatus; note: string; createdAt: string; reference: string }[];
  coupons: { slice: string; claimed: boolean; createdAt: string }[];
}

export interface FixtureConversation {
  sender: string;
  userId: string | null;
  guestId: string | null;
  name: string | null;
  createdAt: string;
  session_id: string;
  message: ChatMessage;
}

export interface Fixture {
  site: SiteFlags;
  tokenTtlSeconds?: number;
  otpCode?: string;
  qrExpireSeconds?: number;
  /** Seconds before a pending withdrawal, slip or gift link settles. */
  settleSeconds?: number;
  trueLinkSecret?: string;
  trueLinkAmount?: number;
  /** Largest drift, in baht, of a game balance on each balance refresh (0 turns it off). */
  playDriftBaht?: number;
  seed?: number;
  couponValidDays?: number;
  bonusMinimum?: number;
  qrMinimumOverride?: number | null;
  info: InfoLookup;
  notice: string;
  contact: ContactLookup;
  conditions: string[];
  agreements: string[];
  withdraw: WithdrawLimits;
  slip: SlipSettings;
  banks: FixtureBank[];
  sources: SourceItem[];
  depositBanks: DepositBankAccount[];
  wallets: DepositWallet[];
  games: FixtureGame[];
  bonuses: FixtureBonus[];
  promotions: FixturePromotion[];
  inviteBanners: Banner[];
  refundBanners: Banner[];
  spinWheel: { active: boolean; name: string; slices: FixtureSlice[] };
  chat: { prefix: string; conversations: FixtureConversation[] };
  members: FixtureMember[];
}

/** Reads a fixture file; a broken file stops the server at start rather than mid-demo. */
export function loadFixture(file: string): Fixture {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Fixture;
  const required: (keyof Fixture)[] = ['site', 'members', 'games', 'banks', 'bonuses', 'spinWheel', 'chat'];
  const missing = required.filter((key) => parsed[key] === undefined);
  if (missing.length > 0) throw new Error(`${file}: fixture lacks ${missing.join(', ')}`);
  return parsed;
}

const OFFSET = /^-(\d+(?:\.\d+)?)([smhd])$/;
const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** A fixture time in epoch ms: an ISO string, or an offset before `now` such as '-36h'. */
export function fixtureTime(value: string, now: number): number {
  const offset = OFFSET.exec(value.trim());
  if (offset) return now - Number(offset[1]) * UNIT_MS[offset[2] as keyof typeof UNIT_MS];
  const at = Date.parse(value);
  if (Number.isNaN(at)) throw new Error(`fixture: unreadable time '${value}'`);
  return at;
}
