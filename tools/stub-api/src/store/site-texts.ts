// The words the stand-in's demo shows members, in one typed place. The fixture is written in the
// Thai site's language; the Laos site speaks Lao: its texts come from the fixture's `laos.texts`,
// laid over the fixture before anything is seeded or served. Money stays written in baht in either
// language ('100 บาท', '100 ບາດ'), so kip.ts prices both the same way.
import type { Banner } from '@wallet/api';
import type { Fixture, Region } from './fixture';

/** A wheel slice's words: its label, its description and its prize's name. */
export interface SliceTexts {
  label: string;
  htmlDescription: string;
  prize: string;
}

/** Every text of a fixture a member reads, keyed by code where the fixture lists things. */
export interface SiteTexts {
  notice: string;
  contactText: string;
  conditions: string[];
  agreements: string[];
  /** Registration sources' descriptions, by code. */
  sources: Record<string, string>;
  bonuses: Record<string, { name: string; banners: Banner[] }>;
  /** Promotions' descriptions, by code. */
  promotions: Record<string, string>;
  inviteBanners: Banner[];
  refundBanners: Banner[];
  wheel: { name: string; slices: Record<string, SliceTexts> };
  credits: Fixture['credits'];
}

/** One code's texts; a missing one stops the server at start rather than show a mixed language. */
function textsOf<T>(texts: Record<string, T>, code: string, what: string): T {
  const found = texts[code];
  if (found === undefined) throw new Error(`fixture: laos.texts.${what} lacks ${code}`);
  return found;
}

/** The fixture with `texts` in place of its own words. */
export function withSiteTexts(fixture: Fixture, texts: SiteTexts): Fixture {
  return {
    ...fixture,
    notice: texts.notice,
    contact: { ...fixture.contact, contactText: texts.contactText },
    conditions: texts.conditions,
    agreements: texts.agreements,
    sources: fixture.sources.map((source) => ({ ...source, description: textsOf(texts.sources, source.code, 'sources') })),
    bonuses: fixture.bonuses.map((bonus) => ({ ...bonus, ...textsOf(texts.bonuses, bonus.code, 'bonuses') })),
    promotions: fixture.promotions.map((promotion) => ({ ...promotion, description: textsOf(texts.promotions, promotion.code, 'promotions') })),
    inviteBanners: texts.inviteBanners,
    refundBanners: texts.refundBanners,
    spinWheel: {
      ...fixture.spinWheel,
      name: texts.wheel.name,
      slices: fixture.spinWheel.slices.map((slice) => {
        const { label, htmlDescription, prize } = textsOf(texts.wheel.slices, slice.code, 'wheel.slices');
        return { ...slice, label, htmlDescription, prize: { ...slice.prize, name: prize } };
      }),
    },
    credits: texts.credits,
  };
}

/** The fixture as the region's site speaks: Lao on the Laos site when the fixture gives its texts. */
export function fixtureForSite(fixture: Fixture, region: Region): Fixture {
  const lao = fixture.laos?.texts;
  return region === 'la' && lao ? withSiteTexts(fixture, lao) : fixture;
}
