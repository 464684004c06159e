// The demo speaks the site's language: Thai on the Thai site, Lao on the Laos site, in every text
// a member reads from the stand-in, from the lookups to the wheel and the banners' pictures.
import { FIXTURE_PATH, withTestServer, type TestServerHandle } from '../spec-helpers';
import { loadFixture } from './fixture';
import { withSiteTexts } from './site-texts';

const THAI = /[\u0E00-\u0E7F]/u;
const LAO = /[\u0E80-\u0EFF]/u;

/** Every text the demo member and a visitor read, as the site answers them. */
async function servedTexts(stub: TestServerHandle): Promise<Record<string, string>> {
  const get = async (url: string) => (await stub.server.call('GET', url, { token: stub.token })).body;
  const texts: Record<string, string> = {
    notice: (await get('/api/lookup/notice')).notice,
    contact: (await get('/api/lookup/contact')).contactText,
  };
  (await get('/api/lookup/conditions')).forEach((text: string, index: number) => (texts[`condition ${index}`] = text));
  (await get('/api/lookup/agreements')).forEach((text: string, index: number) => (texts[`agreement ${index}`] = text));
  for (const source of await get('/api/lookup/sources')) if (['FRIEND', 'OTHER'].includes(source.code)) texts[`source ${source.code}`] = source.description;
  for (const bonus of await get('/api/bonus')) {
    texts[`bonus ${bonus.code}`] = bonus.name;
    bonus.banners.forEach((banner: { html: string }, index: number) => (texts[`bonus ${bonus.code} banner ${index}`] = banner.html));
  }
  for (const code of ['WELCOME100', 'SONGKRAN50']) texts[`promotion ${code}`] = (await get(`/api/promotion/find/${code}`)).description;
  (await get('/api/invite/banners')).banners.forEach((banner: { html: string }, index: number) => (texts[`invite banner ${index}`] = banner.html));
  const wheel = (await get('/api/spinwheel/setup')).wheel;
  texts['wheel'] = wheel.name;
  for (const slice of wheel.slices) {
    // A cash slice's label is its figure and the currency's sign; the rest are words.
    if (!/^[\d,]+ [฿₭]$/u.test(slice.label)) texts[`slice ${slice.code}`] = slice.label;
    texts[`slice ${slice.code} description`] = slice.htmlDescription;
  }
  for (const coupon of (await get('/api/spinwheel/coupon')).coupons) texts[`prize ${coupon.prize.slice.code}`] = coupon.prize.name;
  return texts;
}

/** The names of the texts that lack the script, or use the other one. */
function notIn(texts: Record<string, string>, script: RegExp, other: RegExp): string[] {
  return Object.entries(texts)
    .filter(([, text]) => !script.test(text) || other.test(text))
    .map(([name, text]) => `${name}: ${text}`);
}

describe('the Thai site', () => {
  const stub = withTestServer();

  it('speaks Thai in every text a member reads', async () => {
    const texts = await servedTexts(stub);
    expect(Object.keys(texts).length).toBeGreaterThan(30);
    expect(notIn(texts, THAI, LAO)).toEqual([]);
  });

  it('names the seeded statement’s bonuses, prizes, invites and refunds in Thai', async () => {
    const entries = (await stub.server.call('POST', '/api/statement', { token: stub.token, body: { page: 1, limit: 100 } })).body.statements;
    const descriptions = entries.flatMap((entry: Record<string, { description?: string } | undefined>) =>
      ['bonus', 'promotion', 'invite', 'refund', 'luckydraw'].map((kind) => entry[kind]?.description).filter(Boolean),
    );
    expect(descriptions.length).toBeGreaterThan(8);
    expect(descriptions.filter((text: string) => !THAI.test(text))).toEqual([]);
  });

  it('serves banner pictures that write Thai with the Thai face inside, and English ones as they are', async () => {
    const thai = (await stub.server.call('GET', '/api/assets/banners/bonus-welcome.svg')).body as string;
    expect(thai).toContain('>โบนัสต้อนรับ<');
    expect(thai).toMatch(/<svg[^>]*><style>@font-face\{font-family:'Noto Sans Thai';font-weight:400;src:url\(data:font\/woff2;base64,[A-Za-z0-9+/]+=*\)/);
    expect(thai).not.toContain('Noto Sans Lao\';');
    const english = (await stub.server.call('GET', '/api/assets/banners/en/bonus-welcome.svg')).body as string;
    expect(english).toContain('>Welcome bonus<');
    expect(english).not.toContain('@font-face');
  });
});

describe('the Laos site', () => {
  const stub = withTestServer({ options: { region: 'la' } });

  it('speaks Lao in every text a member reads', async () => {
    expect(notIn(await servedTexts(stub), LAO, THAI)).toEqual([]);
  });

  it('a Lao member’s collected invite bonus is named in Lao', async () => {
    const lao = await stub.server.login('2055512345', 'demo1234');
    const member = stub.server.store.memberByUsername('2055512345');
    if (!member) throw new Error('the Laos fixture has the Lao demo member');
    member.invite.amount = 100_000;
    expect((await stub.server.call('GET', '/api/invite/bonus', { token: lao })).status).toBe(200);
    const [entry] = (await stub.server.call('POST', '/api/statement', { token: lao, body: { page: 1, limit: 1 } })).body.statements;
    expect(entry).toMatchObject({ from: 'INVITE', invite: { description: 'ໂບນັດຊວນໝູ່' } });
  });
});

describe('the Lao texts of a fixture', () => {
  it('must name every bonus, promotion, source and slice: a missing one stops the server at start', () => {
    const fixture = loadFixture(FIXTURE_PATH);
    const lao = fixture.laos?.texts;
    if (!lao) throw new Error('the default fixture has Lao texts');
    const { WELCOME: _welcome, ...otherBonuses } = lao.bonuses;
    expect(() => withSiteTexts(fixture, { ...lao, bonuses: otherBonuses })).toThrow('laos.texts.bonuses lacks WELCOME');
    const { GIFT: _gift, ...otherSlices } = lao.wheel.slices;
    expect(() => withSiteTexts(fixture, { ...lao, wheel: { ...lao.wheel, slices: otherSlices } })).toThrow('laos.texts.wheel.slices lacks GIFT');
  });
});
