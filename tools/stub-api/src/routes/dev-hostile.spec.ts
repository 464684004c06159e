import { callPath } from '@wallet/api/calls';
import { HOSTILE_ADDRESSES, HOSTILE_HTML, HOSTILE_TEXT } from '../store/hostile-fixture';
import { DEMO, withTestServer } from '../spec-helpers';

const isHostileAddress = (value: unknown) => (HOSTILE_ADDRESSES as readonly unknown[]).includes(value) || String(value).includes('xss.marker.invalid');
const HOSTILE = [HOSTILE_HTML, HOSTILE_TEXT];

describe.each(['th', 'la'] as const)('the hostile fixture (POST /__dev/hostile), %s site', (region) => {
  const stub = withTestServer({ options: { region }, login: false });
  let token = '';

  beforeAll(async () => {
    await stub.server.call('POST', '/__dev/hostile');
    token = await stub.server.login(DEMO.username);
  });

  const get = async (name: Parameters<typeof callPath>[0], params?: Record<string, string>) => (await stub.server.call('GET', callPath(name, params), { token })).body;
  const post = async (name: Parameters<typeof callPath>[0], body: unknown) => (await stub.server.call('POST', callPath(name), { token, body })).body;

  it('puts payloads in the site texts: conditions, agreements, notice, contact, site name, banks and sources', async () => {
    expect(await get('lookupConditions')).toEqual([HOSTILE_HTML, HOSTILE_HTML]);
    expect(await get('lookupAgreements')).toEqual([HOSTILE_HTML]);
    expect((await get('lookupNotice')).notice).toBe(HOSTILE_HTML);
    const contact = await get('lookupContact');
    expect(contact).toMatchObject({ contactText: HOSTILE_HTML, lineName: HOSTILE_TEXT });
    expect([contact.lineLink, contact.lineQR].every(isHostileAddress)).toBe(true);
    expect((await get('lookupInfo')).name).toBe(HOSTILE_TEXT);
    expect((await get('lookupBanks')).every((bank: { nameTH: string }) => bank.nameTH === HOSTILE_TEXT)).toBe(true);
    expect((await get('lookupSources')).every((source: { description: string }) => source.description === HOSTILE_TEXT)).toBe(true);
    const deposit = await get('lookupDeposit');
    expect(deposit.banks.every((account: { bank: { nameTH: string } }) => account.bank.nameTH === HOSTILE_TEXT)).toBe(true);
  });

  it("puts payloads in the member's name, game names, pictures and links, and the auto-login link", async () => {
    const wallet = await get('getWallet');
    expect(wallet.profile.name).toBe(HOSTILE_TEXT);
    for (const game of wallet.slots) {
      expect(game.name).toBe(HOSTILE_TEXT);
      expect([game.logo, game.web, game.android, game.ios].every(isHostileAddress)).toBe(true);
      expect(isHostileAddress(game.background)).toBe(true);
    }
    const active = wallet.slots.find((game: { isActive: boolean; code: string }) => game.isActive && game.code === 'PG');
    const launch = await get('autoLogin', { provider: 'pg', username: active.username });
    expect(isHostileAddress(launch.link)).toBe(true);
  });

  it('puts payloads in bonuses, promotions, banners, the wheel and its prizes', async () => {
    for (const bonus of await get('listBonuses')) {
      expect(bonus.name).toBe(HOSTILE_TEXT);
      expect(bonus.banners.every((banner: { image: string; html: string }) => isHostileAddress(banner.image) && banner.html === HOSTILE_HTML)).toBe(true);
    }
    expect((await get('findPromotion', { code: 'WELCOME100' })).description).toBe(HOSTILE_HTML);
    for (const { banners } of [await get('inviteBanners'), await get('refundBanners')]) {
      expect(banners.length).toBeGreaterThan(0);
      expect(banners.every((banner: { image: string; html: string }) => isHostileAddress(banner.image) && banner.html === HOSTILE_HTML)).toBe(true);
    }
    const setup = await get('spinSetup');
    for (const slice of setup.wheel.slices) expect([slice.label, slice.htmlDescription]).toEqual([HOSTILE_TEXT, HOSTILE_HTML]);
    const coupons = await get('listCoupons');
    expect(JSON.stringify(coupons)).toContain(JSON.stringify(HOSTILE_TEXT).slice(1, -1));
  });

  it('puts payloads in statement descriptions, slip addresses and reasons, and invites', async () => {
    const { statements } = await post('listStatements', { page: 1, limit: 100 });
    const described = statements.flatMap((entry: Record<string, { description?: string }>) =>
      ['bonus', 'promotion', 'invite', 'refund', 'luckydraw'].map((kind) => entry[kind]?.description).filter(Boolean),
    );
    expect(described.length).toBeGreaterThan(4);
    expect(described.every((text: string) => HOSTILE.includes(text))).toBe(true);
    const { slips } = await post('listSlips', { page: 1, limit: 10 });
    expect(slips.every((slip: { link: string }) => isHostileAddress(slip.link))).toBe(true);
    expect(slips.some((slip: { note: string }) => slip.note === HOSTILE_TEXT)).toBe(true);
    expect(isHostileAddress((await get('slipUrl', { reference: slips[0].reference })).url)).toBe(true);
    const { invites } = await post('listInvites', { page: 1, limit: 10 });
    expect(invites.every((row: { from: { name: string } }) => row.from.name === HOSTILE_TEXT)).toBe(true);
  });

  it("puts payloads in support's chat messages: text, buttons, cards and media addresses", async () => {
    const { profile } = await get('getWallet');
    const history = await post('chatHistory', { userId: profile._id, guestId: null, limit: 50, skip: 0 });
    const kinds = new Set(history.filter((entry: { sender: string }) => entry.sender !== 'customer').map((entry: { message: { message_type: string } }) => entry.message.message_type));
    expect([...kinds].sort()).toEqual(['buttons', 'generic', 'media', 'postback', 'quick_replies', 'text', 'unknown']);
    const generic = history.find((entry: { message: { message_type: string } }) => entry.message.message_type === 'generic').message;
    expect(generic.payloads.every((card: { image_url: string; title: string }) => isHostileAddress(card.image_url) && card.title === HOSTILE_TEXT)).toBe(true);
    const media = history.filter((entry: { message: { message_type: string } }) => entry.message.message_type === 'media');
    expect(media.every((entry: { message: { payload: { filePath: string } } }) => isHostileAddress(entry.message.payload.filePath))).toBe(true);
  });

  it('keeps its text payload short enough for a name the stand-in takes back with a chat message', () => {
    expect(HOSTILE_TEXT.length).toBeLessThanOrEqual(100);
  });

  it('still moves money, and reset brings the plain fixture back', async () => {
    const moved = await stub.server.call('POST', callPath('transfer'), { token, body: { from: 'WALLET', to: 'PG', amount: region === 'la' ? 1000 : 10 } });
    expect(moved.status).toBe(200);
    await stub.server.call('POST', '/__dev/reset');
    expect((await get('lookupNotice')).notice).not.toContain('<script>');
    expect((await get('getWallet')).profile.name).not.toBe(HOSTILE_TEXT);
  });
});
