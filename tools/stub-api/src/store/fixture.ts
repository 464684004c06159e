// The shape of a fixture file. Amounts are written in baht (people read and edit these files);
// the store turns them into integer hundredths. Times are ISO strings or offsets from the moment
// the fixture is loaded ('-36h', '-2d', '-15m'), so the demo data never goes stale.
import { readFileSync } from 'node:fs';
import type { Banner, BankListItem, Bonus, ChatConversation, ChatWidgetFlag, ContactLookup, Coupon, CreateAccountPayload, DepositBankAccount, DepositLookup, DepositWallet, GameAccount, InfoLookup, InviteRow, Profile, Promotion, RefundRow, RegisterOtpFlag, Slip, SlipSettings, SourceItem, SpinSlice, StatementEntry, UserBonus, WalletResponse, WithdrawLimits } from '@wallet/api';
import type { SiteTexts } from './site-texts';

// Shapes the contract already declares are taken from it: what is stored differs from what is
// answered only by the fields named here.

/** The switches the lookups report, plus `active` (off: every call answers 'gone'). */
export interface SiteFlags extends RegisterOtpFlag, ChatWidgetFlag, Pick<DepositLookup, 'isManual'> {
  active: boolean;
}

/** Which site a bank belongs to: the Thai site lists Thai banks, the Laos site Lao banks. */
export type Region = 'th' | 'la';

/** A bank with its names (nameTH holds the name in the region's script, as the backend's field does). */
export type FixtureBank = BankListItem & DepositBankAccount['bank'] & { region: Region };

/**
 * How the Laos site's seed differs from the shared fixture: the members named here hold kip there,
 * their money converted at kipPerBaht (whole kip), with a Lao bank account instead of a Thai one.
 * kipPerBaht also prices what members who hold kip are offered (see {@link PricedFixture}).
 */
export interface LaosSeed {
  kipPerBaht: number;
  members: Record<string, Pick<FixtureMember, 'bankCode' | 'bankAccountNo'>>;
  /** The Laos site's words in Lao, in place of the fixture's Thai (site-texts.ts). */
  texts?: SiteTexts;
}

/** A game as the site lists it; the rest of a GameAccount is the member's own account on it. */
export type FixtureGame = Omit<GameAccount, 'isActive' | 'amount' | 'username' | 'password'>;

export interface FixtureBonus extends Required<Omit<Bonus, 'userBonus'>> {
  /** What one receipt credits, in baht (kip.ts prices it in kip for members who hold kip). */
  amount: number;
}

export interface FixturePromotion extends Required<Promotion> {
  amount: number;
}

/** cash: credits the wallet; coin: adds coins; item: handed out by staff, cannot be claimed online. */
export type PrizeKind = 'cash' | 'coin' | 'item';

export interface FixtureSlice extends SpinSlice {
  prize: { name: string; kind: PrizeKind; amount: number };
  /** Relative chance of landing on this slice. */
  weight: number;
}

/** The optional fields of a statement entry that name where it came from. */
export type StatementLinkKind = keyof Pick<StatementEntry, 'bonus' | 'promotion' | 'invite' | 'refund' | 'luckydraw'>;

/** What an entry came from, with the description shown under it (spec §3). */
export interface StatementLink {
  kind: StatementLinkKind;
  description: string;
}

/**
 * What a seeded entry came from: a bonus, promotion or wheel slice by its code (the seed names it
 * as the site offers it to the member, in their language and money); an invite or a refund by kind.
 */
export interface FixtureLink {
  kind: StatementLinkKind;
  code?: string;
}

export interface FixtureStatement extends Pick<StatementEntry, 'statementType' | 'from' | 'to' | 'amount' | 'status' | 'createdAt'> {
  linked?: FixtureLink;
}

export interface FixtureMember
  extends Pick<CreateAccountPayload, 'name' | 'username' | 'password' | 'currency' | 'bankCode' | 'bankAccountName' | 'bankAccountNo'>,
    Pick<Profile, '_id' | 'createdAt' | 'coin'> {
  active: boolean;
  wallet: number;
  /** Active game accounts only; every other game starts inactive. */
  games: Record<string, Omit<GameAccount, keyof FixtureGame | 'isActive'>>;
  invite: NonNullable<WalletResponse['invite']>;
  invites: (Pick<InviteRow, 'amount' | 'createdAt'> & { fromName: string })[];
  refund: { pending: number; success: number; fail: number };
  refunds: RefundRow[];
  bonuses: Record<string, Pick<UserBonus, 'isActive'> & { received: string[] }>;
  promotionsReceived: string[];
  statements: FixtureStatement[];
  /** `link` defaults to the demo slip picture. */
  slips: (Pick<Slip, 'amount' | 'status' | 'note' | 'createdAt' | 'reference'> & Partial<Pick<Slip, 'link'>>)[];
  coupons: (Pick<Required<Coupon>, 'claimed' | 'createdAt'> & { slice: string })[];
}

/** The seed fills in username and deviceToken (null). */
export type FixtureConversation = Omit<ChatConversation, 'username' | 'deviceToken'>;

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
  /** What every game auto-login answers instead of a launch link on the demo play domain (hostile fixtures). */
  autoLoginLink?: string;
  info: InfoLookup;
  notice: string;
  contact: ContactLookup;
  conditions: string[];
  agreements: string[];
  withdraw: WithdrawLimits;
  /** The stand-in's slip settings: every field of the extension is given. */
  slip: Required<SlipSettings>;
  banks: FixtureBank[];
  sources: SourceItem[];
  /** Receiving accounts; bank transfers are listed by the region of their bank, PAYMENT providers on both sites. */
  depositBanks: DepositBankAccount[];
  wallets: DepositWallet[];
  laos?: LaosSeed;
  games: FixtureGame[];
  bonuses: FixtureBonus[];
  promotions: FixturePromotion[];
  inviteBanners: Banner[];
  refundBanners: Banner[];
  spinWheel: { active: boolean; name: string; slices: FixtureSlice[] };
  /** The descriptions of the credits the stand-in writes itself: a collected invite bonus, a received refund. */
  credits: { invite: string; refund: string };
  chat: { prefix: string; conversations: FixtureConversation[] };
  members: FixtureMember[];
}

/**
 * The parts of the fixture that name money and are the same for every member: the wheel, bonuses,
 * promotions, banners, the bonus minimum and what a gift link credits. As written they are baht;
 * members who hold kip are offered them in kip (kip.ts), so each member sees them in their currency.
 */
export interface PricedFixture extends Pick<Fixture, 'spinWheel' | 'bonuses' | 'promotions' | 'inviteBanners' | 'refundBanners' | 'withdraw'> {
  bonusMinimum: number;
  trueLinkAmount: number;
}

/** Reads a fixture file; a broken file stops the server at start rather than mid-demo. */
export function loadFixture(file: string): Fixture {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Fixture;
  const required: (keyof Fixture)[] = ['site', 'members', 'games', 'banks', 'bonuses', 'spinWheel', 'credits', 'chat'];
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
