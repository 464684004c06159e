// Builds the live state from a fixture: baht (or kip, kip.ts) become hundredths, relative times
// become epoch ms.
import { toCents } from '@wallet/domain';
import type { Currency } from '@wallet/config';
import { fixtureTime, type Fixture, type FixtureLink, type FixtureMember, type PricedFixture, type Region, type StatementLink } from './fixture';
import { newId } from './ids';
import { memberInKip } from './kip';
import type { GameState, MemberState, State, StoredConversation } from './state';

/** The offers as a member of each currency is shown them (store.pricedFor). */
export type PricedFor = (currency: Currency) => PricedFixture;

/**
 * A seeded entry's link as the member reads it: the bonus's name, the promotion's description or
 * the prize's name as the site offers them to this member (their language, their money), the
 * site's words for an invite or refund credit. An unknown code stops the server at start.
 */
function describeLink(fixture: Fixture, priced: PricedFixture, link: FixtureLink): StatementLink {
  const named = (description: string | undefined): StatementLink => {
    if (description === undefined) throw new Error(`fixture: a statement entry links to an unknown ${link.kind} '${link.code}'`);
    return { kind: link.kind, description };
  };
  switch (link.kind) {
    case 'bonus':
      return named(priced.bonuses.find((bonus) => bonus.code === link.code)?.name);
    case 'promotion':
      return named(priced.promotions.find((promotion) => promotion.code === link.code)?.description);
    case 'luckydraw':
      return named(priced.spinWheel.slices.find((slice) => slice.code === link.code)?.prize.name);
    case 'invite':
    case 'refund':
      return named(fixture.credits[link.kind]);
  }
}

function seedMember(fixture: Fixture, source: FixtureMember, now: number, priced: PricedFixture): MemberState {
  const at = (value: string) => fixtureTime(value, now);
  const games: Record<string, GameState> = {};
  for (const game of fixture.games) {
    const own = source.games[game.code];
    games[game.code] = own
      ? { isActive: true, amount: toCents(own.amount), username: own.username, password: own.password }
      : { isActive: false, amount: 0, username: '', password: '' };
  }
  const bonuses: MemberState['bonuses'] = {};
  for (const [code, bonus] of Object.entries(source.bonuses)) {
    bonuses[code] = { _id: newId(), isActive: bonus.isActive, received: bonus.received.map(at) };
  }
  const heldBonus = Object.entries(source.bonuses).find(([, bonus]) => bonus.isActive);
  return {
    ...source,
    createdAt: at(source.createdAt),
    wallet: toCents(source.wallet),
    games,
    invite: { ...source.invite, amount: toCents(source.invite.amount) },
    invites: source.invites.map((row) => ({ ...row, amount: toCents(row.amount), createdAt: at(row.createdAt) })),
    refund: { ...source.refund, pending: toCents(source.refund.pending) },
    refunds: source.refunds.map((row) => ({ refundAmount: toCents(row.refundAmount), createdAt: at(row.createdAt) })),
    bonuses,
    held: heldBonus ? { kind: 'bonus', code: heldBonus[0] } : null,
    promotionsReceived: [...source.promotionsReceived],
    statements: source.statements.map(({ linked, ...entry }) => ({
      ...entry,
      ...(linked && { linked: describeLink(fixture, priced, linked) }),
      _id: newId(),
      amount: toCents(entry.amount),
      createdAt: at(entry.createdAt),
    })),
    slips: source.slips.map((slip) => ({
      ...slip,
      _id: newId(),
      amount: toCents(slip.amount),
      createdAt: at(slip.createdAt),
      link: slip.link ?? '/api/assets/slips/sample-slip.svg',
    })),
    coupons: source.coupons.map((coupon) => ({ ...coupon, _id: newId(), createdAt: at(coupon.createdAt) })),
  };
}

/** The fixture's members as the region's site holds them (see LaosSeed in fixture.ts). */
function regionMembers(fixture: Fixture, region: Region): FixtureMember[] {
  const laos = fixture.laos;
  if (region !== 'la' || !laos) return fixture.members;
  return fixture.members.map((member) => (laos.members[member._id] ? memberInKip(member, laos) : member));
}

function seedConversations(fixture: Fixture, now: number): StoredConversation[] {
  return fixture.chat.conversations.map((conversation) => ({
    ...conversation,
    _id: newId(),
    username: null,
    deviceToken: null,
    createdAt: new Date(fixtureTime(conversation.createdAt, now)).toISOString(),
    readByCustomer: true,
  }));
}

/** A fresh state from the fixture, as at `now`, for the region's site, its offers priced by `pricedFor`. */
export function seedState(fixture: Fixture, now: number, region: Region, pricedFor: PricedFor): State {
  const members = new Map<string, MemberState>();
  for (const member of regionMembers(fixture, region)) members.set(member._id, seedMember(fixture, member, now, pricedFor(member.currency)));
  return {
    site: { ...fixture.site },
    members,
    tokens: new Map(),
    otps: new Map(),
    verifiedPhones: new Set(),
    qrcodes: new Map(),
    usedTrueLinks: new Set(),
    conversations: seedConversations(fixture, now),
    chatSessions: new Map(),
    chatLanguages: new Map(),
    uploads: new Map(),
    authFailures: new Map(),
    arrangedSpins: new Map(),
  };
}
