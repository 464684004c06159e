// The in-memory backend: the live state, the settings read from the fixture (with defaults), the
// clock and the seeded randomness. The clock is injectable so tests can expire QR codes or move to
// tomorrow without sleeping.
import { toCents } from '@wallet/domain';
import type { DepositBankAccount } from '@wallet/api';
import type { Currency } from '@wallet/config';
import type { Fixture, FixtureBank, LaosSeed, PricedFixture, Region } from './fixture';
import { seededRandom } from './ids';
import { kipImage, kipText, pricedInKip } from './kip';
import { seedState } from './seed';
import { fixtureForSite } from './site-texts';
import type { MemberState, State } from './state';

export type { Region } from './fixture';

export interface StoreOptions {
  region?: Region;
  /** Epoch ms; defaults to Date.now. */
  now?: () => number;
}

/** Fixture settings with their defaults applied; amounts in hundredths, durations in ms. */
export interface StoreSettings {
  tokenTtlMs: number;
  otpCode: string;
  otpTtlMs: number;
  otpResendMs: number;
  qrExpireMs: number;
  settleMs: number;
  trueLinkSecret: string;
  playDrift: number;
  couponValidMs: number;
  qrMinimumOverride: number | null;
}

function settingsOf(fixture: Fixture): StoreSettings {
  return {
    tokenTtlMs: (fixture.tokenTtlSeconds ?? 8 * 3600) * 1000,
    otpCode: fixture.otpCode ?? '123456',
    otpTtlMs: 5 * 60_000,
    otpResendMs: 60_000,
    qrExpireMs: (fixture.qrExpireSeconds ?? 300) * 1000,
    settleMs: (fixture.settleSeconds ?? 5) * 1000,
    // The same demo secret as VITE_TRUELINK_SECRET in the root .env files.
    trueLinkSecret: fixture.trueLinkSecret ?? 'wallet-demo-truelink-secret',
    playDrift: toCents(fixture.playDriftBaht ?? 5),
    couponValidMs: (fixture.couponValidDays ?? 7) * 86_400_000,
    qrMinimumOverride: fixture.qrMinimumOverride ?? null,
  };
}

/** What the fixture offers at a price, as it writes it (baht), with its defaults. */
function pricedOf(fixture: Fixture): PricedFixture {
  const { spinWheel, bonuses, promotions, inviteBanners, refundBanners, withdraw } = fixture;
  return {
    spinWheel,
    bonuses,
    promotions,
    inviteBanners,
    refundBanners,
    withdraw,
    bonusMinimum: fixture.bonusMinimum ?? 1,
    trueLinkAmount: fixture.trueLinkAmount ?? 50,
  };
}

export class StubStore {
  readonly region: Region;
  settings!: StoreSettings;
  state: State;
  random!: () => number;
  private readonly clock: () => number;
  private priced!: Record<Currency, PricedFixture>;
  /** The fixture as loaded, before the site's language or an overlay: what reset() returns to. */
  private readonly source: Fixture;
  /** The fixture in the site's language (site-texts.ts), with any overlay in place. */
  fixture!: Fixture;

  constructor(source: Fixture, options: StoreOptions = {}) {
    this.region = options.region ?? 'th';
    this.clock = options.now ?? Date.now;
    this.source = source;
    this.state = this.seed(source);
  }

  now(): number {
    return this.clock();
  }

  nowIso(): string {
    return new Date(this.now()).toISOString();
  }

  /**
   * Back to the fixture. Sessions of fixture members survive (their ids are fixed), so a browser
   * test can reset between steps without logging in again; members created since are gone.
   */
  reset(): void {
    this.reseed(this.source);
  }

  /**
   * Like reset, but from the fixture as `overlay` changes it (the hostile fixture of
   * /__dev/hostile); reset() goes back to the fixture itself.
   */
  resetWith(overlay: (fixture: Fixture) => Fixture): void {
    this.reseed(overlay(this.source));
  }

  private reseed(source: Fixture): void {
    const tokens = this.state.tokens;
    this.state = this.seed(source);
    for (const [token, session] of tokens) {
      if (this.state.members.has(session.memberId)) this.state.tokens.set(token, session);
    }
  }

  /** Settings, prices, randomness and a fresh state from `source`, as the region's site speaks. */
  private seed(source: Fixture): State {
    const fixture = fixtureForSite(source, this.region);
    this.fixture = fixture;
    this.settings = settingsOf(fixture);
    const baht = pricedOf(fixture);
    this.priced = { BAHT: baht, LAK: fixture.laos ? pricedInKip(baht, fixture.laos) : baht };
    this.random = seededRandom(fixture.seed ?? 20240601);
    return seedState(fixture, this.now(), this.region, (currency) => this.priced[currency]);
  }

  /**
   * The wheel, bonuses, promotions, banners and money settings in the member's currency: kip for
   * a member who holds kip, so every figure they are shown or credited is in their money.
   */
  pricedFor(member: { currency: Currency }): PricedFixture {
    return this.priced[member.currency];
  }

  /** The site's own currency, for visitors: kip on the Laos site. */
  siteCurrency(): Currency {
    return this.region === 'la' ? 'LAK' : 'BAHT';
  }

  /** The currency figures are given in: the member's own, or the site's for a visitor. */
  currencyFor(member: { currency: Currency } | null | undefined): Currency {
    return member?.currency ?? this.siteCurrency();
  }

  /** A text written in baht ('100 baht'), as a holder of `currency` reads it. */
  moneyText(text: string, currency: Currency): string {
    const laos = this.kipRateFor(currency);
    return laos ? kipText(text, laos) : text;
  }

  /** A demo picture (/api/assets/...) that may write baht figures, as a holder of `currency` sees it. */
  moneyImage(url: string, currency: Currency): string {
    return this.kipRateFor(currency) ? kipImage(url) : url;
  }

  /** The Laos seed's kip rate when `currency` is kip and this site has one; baht needs no conversion. */
  private kipRateFor(currency: Currency): LaosSeed | null {
    return currency === 'LAK' ? (this.fixture.laos ?? null) : null;
  }

  memberByUsername(username: string): MemberState | undefined {
    for (const member of this.state.members.values()) if (member.username === username) return member;
    return undefined;
  }

  /** The banks members of this region can register with (spec §3 bank list). */
  banks(): FixtureBank[] {
    return this.fixture.banks.filter((bank) => bank.region === this.region);
  }

  /** The deposit lookup's accounts: transfers to the region's banks, and the payment providers. */
  /**
   * The receiving accounts a member holding `currency` may pay into: the site's banks and the
   * payment providers, in that currency only (a kip member of the Laos site is offered no baht
   * account), as a real backend answers each member.
   */
  depositBanks(currency: Currency): DepositBankAccount[] {
    const codes = new Set(this.banks().map((bank) => bank.code));
    return this.fixture.depositBanks.filter((account) => account.currency === currency && (account.bankType === 'PAYMENT' || codes.has(account.bankCode)));
  }

  gameOf(code: string) {
    return this.fixture.games.find((game) => game.code === code);
  }
}
