// Kip, for members who hold it (the Laos site's). The fixture writes money in baht; here, and only
// here, it becomes kip: every amount times kipPerBaht in whole kip, and every text that names a
// baht figure names the kip figure instead. seed.ts converts the members' own money, store.ts what
// they are offered (the wheel, bonuses, promotions, banners).
import type { Banner } from '@wallet/api';
import type { FixtureMember, FixtureSlice, LaosSeed, PricedFixture } from './fixture';

/** Baht in whole kip. */
export function toKip(baht: number, laos: LaosSeed): number {
  return Math.round(baht * laos.kipPerBaht);
}

/** Whole kip as texts write it, grouped in thousands as the app shows figures ('3,250'). */
const KIP_FIGURE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, useGrouping: true });

/**
 * A figure in a text ('5', '50,000', '75.25') and the baht word or sign written after it, if any.
 * Digits joined to letters or to other digits ('WEEKLY50', '2024-06') are not figures.
 */
const FIGURE = /(?<![\w.,])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:(\s*)(baht|฿|บาท|ບາດ))?(?!\w|[.,]\d)/giu;

function kipWord(baht: string): string {
  if (baht === '฿') return '₭';
  if (baht === 'บาท') return 'กีบ';
  if (baht === 'ບາດ') return 'ກີບ';
  if (baht === baht.toUpperCase()) return 'KIP';
  return baht[0] === 'B' ? 'Kip' : 'kip';
}

/**
 * A text as a member who holds kip reads it: each figure written with a baht word or sign
 * ('5 ฿', '<b>100 baht</b>') in kip ('3,250 ₭', '<b>65,000 kip</b>'). `own`, the amount in baht of
 * the thing the text names, converts its bare figure too: a bonus of 100 named 'Welcome bonus 100'
 * becomes 'Welcome bonus 65,000'.
 */
export function kipText(text: string, laos: LaosSeed, own?: number): string {
  return text.replace(FIGURE, (written: string, whole: string, fraction = '', space = '', word?: string) => {
    const baht = Number(whole.replace(/,/g, '') + fraction);
    if (word === undefined && baht !== own) return written;
    const kip = KIP_FIGURE.format(toKip(baht, laos));
    return word === undefined ? kip : `${kip}${space}${kipWord(word)}`;
  });
}

/** Where the demo pictures are served, and the folder of their kip readings under it (http/assets.ts). */
const ASSETS = '/api/assets/';
export const KIP_ASSETS = 'kip/';

/**
 * A demo picture as a member who holds kip sees it: an SVG's kip reading, served with its baht
 * figures in kip ('100 baht for new members' on a banner reads '65,000 kip for new members').
 */
export function kipImage(image: string): string {
  return image.startsWith(ASSETS) && image.endsWith('.svg') ? `${ASSETS}${KIP_ASSETS}${image.slice(ASSETS.length)}` : image;
}

/**
 * A member as the Laos site holds them: kip instead of baht (every amount times kipPerBaht, in
 * whole kip, so the statement still explains the balance) and a Lao bank account.
 */
export function memberInKip(source: FixtureMember, laos: LaosSeed): FixtureMember {
  const kip = (baht: number) => toKip(baht, laos);
  const games: FixtureMember['games'] = {};
  for (const [code, game] of Object.entries(source.games)) games[code] = { ...game, amount: kip(game.amount) };
  return {
    ...source,
    ...laos.members[source._id],
    currency: 'LAK',
    wallet: kip(source.wallet),
    games,
    invite: { ...source.invite, amount: kip(source.invite.amount) },
    invites: source.invites.map((row) => ({ ...row, amount: kip(row.amount) })),
    refund: { ...source.refund, pending: kip(source.refund.pending) },
    refunds: source.refunds.map((row) => ({ ...row, refundAmount: kip(row.refundAmount) })),
    // Withdrawals went to the member's own bank, which is now the Lao one. What an entry came from
    // is named at seeding, from the offers priced in kip (seed.ts).
    statements: source.statements.map((entry) => ({
      ...entry,
      amount: kip(entry.amount),
      to: entry.statementType === 'withdraw' && entry.to === source.bankCode ? (laos.members[source._id]?.bankCode ?? entry.to) : entry.to,
    })),
    slips: source.slips.map((slip) => ({ ...slip, amount: kip(slip.amount) })),
  };
}

function sliceInKip(slice: FixtureSlice, laos: LaosSeed): FixtureSlice {
  // Only a cash prize is money: a coin prize counts coins, an item has no amount.
  const own = slice.prize.kind === 'cash' ? slice.prize.amount : undefined;
  return {
    ...slice,
    label: kipText(slice.label, laos, own),
    htmlDescription: kipText(slice.htmlDescription, laos),
    prize: {
      ...slice.prize,
      name: kipText(slice.prize.name, laos, own),
      amount: own === undefined ? slice.prize.amount : toKip(own, laos),
    },
  };
}

/** What the fixture offers, as a member who holds kip is offered it. */
export function pricedInKip(priced: PricedFixture, laos: LaosSeed): PricedFixture {
  const banners = (list: Banner[]) => list.map((banner) => ({ ...banner, image: kipImage(banner.image), html: kipText(banner.html, laos) }));
  return {
    spinWheel: { ...priced.spinWheel, slices: priced.spinWheel.slices.map((slice) => sliceInKip(slice, laos)) },
    bonuses: priced.bonuses.map((bonus) => ({
      ...bonus,
      name: kipText(bonus.name, laos, bonus.amount),
      amount: toKip(bonus.amount, laos),
      banners: banners(bonus.banners),
    })),
    promotions: priced.promotions.map((promotion) => ({
      ...promotion,
      description: kipText(promotion.description, laos),
      amount: toKip(promotion.amount, laos),
    })),
    inviteBanners: banners(priced.inviteBanners),
    refundBanners: banners(priced.refundBanners),
    bonusMinimum: toKip(priced.bonusMinimum, laos),
    trueLinkAmount: toKip(priced.trueLinkAmount, laos),
    withdraw: { withdrawMin: toKip(priced.withdraw.withdrawMin, laos), withdrawMax: toKip(priced.withdraw.withdrawMax, laos) },
  };
}
