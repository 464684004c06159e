// What a member is offered is priced in their currency. On the Laos site the demo member holds kip,
// so the wheel, the coupons, bonuses, promotions, the statement's descriptions and the support
// agent's bonus card are in kip (the fixture's baht times kipPerBaht, 650, in whole kip) and claims
// credit kip. The Thai site, and a baht member of the Laos site, keep the fixture's baht.
import type { ChatConversation } from '@wallet/api';
import { encryptTrueLink } from '@wallet/domain';
import { DEMO, demoMember, withTestServer, type TestServerHandle } from '../spec-helpers';

const BAHT_WORDING = /baht|฿|บาท|ບາດ/i;
const BAHT_MEMBER = { username: '0898765432', password: 'demo1234' };

const KIP_LABELS = {
  C5: '3,250 ₭',
  C10: '6,500 ₭',
  COIN1: '+1 ຫຼຽນ',
  C20: '13,000 ₭',
  GIFT: 'ກ່ອງຂອງຂວັນ',
  C50: '32,500 ₭',
  C100: '65,000 ₭',
  C500: '325,000 ₭',
};
/** The wheel in baht, in Thai on the Thai site and in Lao on the Laos site. */
const BAHT_LABELS = { C5: '5 ฿', C10: '10 ฿', COIN1: '+1 เหรียญ', C20: '20 ฿', GIFT: 'กล่องของขวัญ', C50: '50 ฿', C100: '100 ฿', C500: '500 ฿' };
const LAO_BAHT_LABELS = { ...BAHT_LABELS, COIN1: '+1 ຫຼຽນ', GIFT: 'ກ່ອງຂອງຂວັນ' };

interface Slice {
  code: string;
  label: string;
  htmlDescription: string;
}
interface CouponView {
  prize: { name: string; slice: { code: string; label: string } };
  amount: number;
}
interface Entry {
  statementType: string;
  amount: number;
  bonus?: { description: string };
  promotion?: { description: string };
  luckydraw?: { description: string };
}

/** The calls these tests make, as the given member (the demo member unless told). */
function callsOf(stub: TestServerHandle) {
  const get = (url: string, token = stub.token) => stub.server.call('GET', url, { token });
  const post = (url: string, body: unknown, token = stub.token) => stub.server.call('POST', url, { token, body });
  return {
    get,
    slices: async (token?: string): Promise<Slice[]> => (await get('/api/spinwheel/setup', token)).body.wheel.slices,
    labels: async (token?: string) => Object.fromEntries((await get('/api/spinwheel/setup', token)).body.wheel.slices.map((s: Slice) => [s.code, s.label])),
    coupon: async (code: string): Promise<CouponView & { _id: string }> =>
      (await get('/api/spinwheel/coupon')).body.coupons.find((coupon: CouponView) => coupon.prize.slice.code === code),
    claim: (coupon: string) => post('/api/spinwheel/coupon/claim', { coupon }),
    wallet: async (): Promise<number> => (await get('/api/wallet')).body.wallet.amount,
    statement: async (): Promise<Entry[]> => (await post('/api/statement', { page: 1, limit: 100 })).body.statements,
    bonus: async (code: string, token?: string) => (await get('/api/bonus', token)).body.find((bonus: { code: string }) => bonus.code === code),
  };
}

const descriptionOf = (entry: Entry) => (entry.bonus ?? entry.promotion ?? entry.luckydraw)?.description;

describe('the Laos site, in Lao, for a member who holds kip', () => {
  const stub = withTestServer({ options: { region: 'la' }, freshEachTest: true });
  const calls = callsOf(stub);

  it('labels the wheel in kip: each cash slice and its description times kipPerBaht, coin and gift slices as they are', async () => {
    expect(await calls.labels()).toEqual(KIP_LABELS);
    const slices = await calls.slices();
    expect(slices.find((slice) => slice.code === 'C5')?.htmlDescription).toBe('<p>ຄູປອງເງິນສົດ 3,250 ກີບ: ກົດຮັບທີ່ຄູປອງຂອງຂ້ອຍພາຍໃນ 7 ມື້ ແລ້ວເງິນຈະເຂົ້າກະເປົາເງິນ (ກົດຮັບບໍ່ໄດ້ໃນຂະນະທີ່ມີໂບນັດຄ້າງຢູ່)</p>');
    expect(slices.find((slice) => slice.code === 'C500')?.htmlDescription).toBe('<p>ຄູປອງເງິນສົດ 325,000 ກີບ: ກົດຮັບທີ່ຄູປອງຂອງຂ້ອຍພາຍໃນ 7 ມື້ ແລ້ວເງິນຈະເຂົ້າກະເປົາເງິນ (ກົດຮັບບໍ່ໄດ້ໃນຂະນະທີ່ມີໂບນັດຄ້າງຢູ່)</p>');
    expect(slices.filter((slice) => BAHT_WORDING.test(slice.label + slice.htmlDescription))).toEqual([]);
  });

  it('answers a spin with the kip label of the slice it landed on', async () => {
    for (let spin = 0; spin < 5; spin += 1) {
      const { code, label } = (await stub.server.call('POST', '/api/spinwheel/spin', { token: stub.token })).body;
      expect(label).toBe(KIP_LABELS[code as keyof typeof KIP_LABELS]);
    }
  });

  it('lists the coupons with their prizes and amounts in kip', async () => {
    expect(await calls.coupon('C20')).toMatchObject({ prize: { name: 'ເງິນສົດ 13,000 ກີບ', slice: { code: 'C20', label: '13,000 ₭' } }, amount: 13_000 });
    expect(await calls.coupon('C10')).toMatchObject({ prize: { name: 'ເງິນສົດ 6,500 ກີບ' }, amount: 6_500 });
    expect(await calls.coupon('GIFT')).toMatchObject({ prize: { name: 'ກ່ອງຂອງຂວັນ', slice: { label: 'ກ່ອງຂອງຂວັນ' } }, amount: 0 });
  });

  it('credits a claimed cash coupon in kip, to the wallet and the statement', async () => {
    const before = await calls.wallet();
    expect(before).toBe(975_000);
    expect((await calls.claim((await calls.coupon('C20'))._id)).body).toEqual({ message: 'SUCCESS', label: '13,000 ₭' });
    expect(await calls.wallet()).toBe(before + 13_000);
    expect((await calls.statement())[0]).toMatchObject({ statementType: 'bonus', amount: 13_000, luckydraw: { description: 'ເງິນສົດ 13,000 ກີບ' } });
    expect(demoMember(stub.server).wallet).toBe((before + 13_000) * 100);
  });

  it('prices bonuses in kip: names, banners, the credit and the finish entry', async () => {
    const list = (await calls.get('/api/bonus')).body as { name: string; banners: { html: string }[] }[];
    expect(list.filter((bonus) => BAHT_WORDING.test(bonus.name + bonus.banners.map((banner) => banner.html).join()))).toEqual([]);
    expect(await calls.bonus('CASHBACK5')).toMatchObject({ name: 'ເງິນຄືນນຳໂຊກ 3,250', banners: [{ html: '<h3>ເງິນຄືນນຳໂຊກ</h3><p>3,250 ກີບ ຮັບໄດ້ທັງໝົດ 3 ຄັ້ງ.</p>' }] });
    expect(await calls.bonus('WELCOME')).toMatchObject({ name: 'ໂບນັດຕ້ອນຮັບ 65,000', banners: [{ html: expect.stringContaining('<b>65,000 ກີບ</b>') }] });
    const before = await calls.wallet();
    expect((await calls.get('/api/bonus/activate/WELCOME')).status).toBe(200);
    expect(await calls.wallet()).toBe(before + 65_000);
    expect((await calls.statement())[0]).toMatchObject({ statementType: 'bonus', amount: 65_000, bonus: { description: 'ໂບນັດຕ້ອນຮັບ 65,000' } });
    stub.server.clock.advance(1000);
    expect((await calls.get('/api/bonus/clear')).body.message).toBe('BONUS_CLEAR');
    expect((await calls.statement())[0]).toMatchObject({ statementType: 'finish_bonus', amount: 65_000 });
  });

  it('shows the bonus banners’ pictures in Lao, with their figures in kip and the Lao font inside', async () => {
    const welcome = await calls.bonus('WELCOME');
    expect(welcome.banners[0].image).toBe('/api/assets/kip/banners/lo/bonus-welcome.svg');
    const picture = await stub.server.call('GET', welcome.banners[0].image);
    expect(picture.status).toBe(200);
    expect(picture.body).toContain('>65,000 ກີບ ສຳລັບສະມາຊິກໃໝ່<');
    expect(picture.body).toMatch(/@font-face\{font-family:'Noto Sans Lao';font-weight:700;src:url\(data:font\/woff2;base64,/);
    expect(picture.body).not.toMatch(BAHT_WORDING);
    expect((await stub.server.call('GET', '/api/assets/kip/games/pg.svg')).body).toBe((await stub.server.call('GET', '/api/assets/games/pg.svg')).body);
  });

  it('prices promotions in kip: the description and the credit', async () => {
    const description = '<p>ໂປຣໂມຊັນຕ້ອນຮັບ: ເຄຣດິດ <b>65,000 ກີບ</b> ສຳລັບສະມາຊິກໃໝ່.</p>';
    expect((await calls.get('/api/promotion/find/WELCOME100')).body).toEqual({ code: 'WELCOME100', percentFail: 10, description });
    const before = await calls.wallet();
    expect((await calls.get('/api/promotion/activate/WELCOME100')).status).toBe(200);
    expect(await calls.wallet()).toBe(before + 65_000);
    expect((await calls.statement())[0]).toMatchObject({ amount: 65_000, promotion: { description } });
    expect((await calls.get('/api/promotion/current')).body.promotion.description).toBe(description);
  });

  it('names what the seeded statement’s entries came from in Lao and kip, as the site offers them', async () => {
    const statement = await calls.statement();
    const descriptions = statement.map(descriptionOf).filter(Boolean);
    expect(descriptions.filter((description) => BAHT_WORDING.test(description ?? ''))).toEqual([]);
    expect(statement).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ amount: 6_500, luckydraw: { description: 'ເງິນສົດ 6,500 ກີບ' } }),
        expect.objectContaining({ amount: 32_500, promotion: { description: '<p>ບຸນປີໃໝ່ລາວ: ເຄຣດິດ <b>32,500 ກີບ</b>.</p>' } }),
        expect.objectContaining({ statementType: 'bonus', amount: 65_000, bonus: { description: 'ໂບນັດຕ້ອນຮັບ 65,000' } }),
        expect.objectContaining({ statementType: 'bonus', amount: 3_250, bonus: { description: 'ເງິນຄືນນຳໂຊກ 3,250' } }),
        expect.objectContaining({ statementType: 'bonus', amount: 26_000, invite: { description: 'ໂບນັດຊວນໝູ່' } }),
        expect.objectContaining({ statementType: 'bonus', amount: 23_075, refund: { description: 'ຍອດເສຍຄືນ' } }),
        // A finish entry names the bonus it ended, as the member saw it.
        expect.objectContaining({ statementType: 'finish_bonus', amount: 32_500, bonus: { description: 'ໂບນັດເຕີມເງິນລາຍອາທິດ 32,500' } }),
      ]),
    );
  });

  it('credits a gift link and sets the bonus minimum in kip', async () => {
    const link = await encryptTrueLink('https://gift.truemoney.com/campaign/?v=kip1', 'WALLET DEMO GIFT', 'wallet-demo-truelink-secret');
    expect((await stub.server.call('POST', '/api/wallet/truelink', { token: stub.token, body: { link } })).status).toBe(200);
    expect(demoMember(stub.server).statements.at(-1)).toMatchObject({ from: 'TRUEWALLET', amount: 32_500 * 100, status: 'PENDING' });
    expect((await calls.get('/api/bonus/check/minimum')).body).toEqual({ minimum: 650, passed: true });
  });

  it('sets the withdrawal limits in kip, for the member and for a visitor, in the lookup and the conditions, and holds a withdrawal to them', async () => {
    const kipLimits = { withdrawMin: 65_000, withdrawMax: 32_500_000 };
    expect((await calls.get('/api/lookup/withdraw')).body).toEqual(kipLimits);
    expect((await stub.server.call('GET', '/api/lookup/withdraw')).body).toEqual(kipLimits);
    const conditions = (await calls.get('/api/lookup/conditions')).body.join(' ');
    expect(conditions).toContain('ຖອນໄດ້ຄັ້ງລະ 65,000 ກີບ ຫາ 32,500,000 ກີບ');
    expect(conditions).not.toMatch(BAHT_WORDING);
    const withdraw = (amount: number) => stub.server.call('POST', '/api/wallet/withdraw', { token: stub.token, body: { amount } });
    expect((await withdraw(64_999)).body.message).toBe('KEY_INVALID');
    expect((await withdraw(65_000)).status).toBe(200);
    expect(demoMember(stub.server).statements.at(-1)).toMatchObject({ statementType: 'withdraw', amount: 65_000 * 100 });
  });

  it('keeps baht for a member of the Laos site who holds baht', async () => {
    const token = await stub.server.login(BAHT_MEMBER.username, BAHT_MEMBER.password);
    expect((await calls.get('/api/account/profile', token)).body.currency).toBe('BAHT');
    expect((await calls.get('/api/lookup/withdraw', token)).body).toEqual({ withdrawMin: 100, withdrawMax: 50_000 });
    expect((await calls.get('/api/lookup/conditions', token)).body.join(' ')).toContain('ຖອນໄດ້ຄັ້ງລະ 100 ບາດ ຫາ 50,000 ບາດ');
    expect(await calls.labels(token)).toEqual(LAO_BAHT_LABELS);
    expect(await calls.bonus('CASHBACK5', token)).toMatchObject({ name: 'ເງິນຄືນນຳໂຊກ 5' });
  });
});

describe('the Thai site, in Thai', () => {
  const stub = withTestServer({ freshEachTest: true });
  const calls = callsOf(stub);

  it('keeps the wheel, the coupons and a claim in baht', async () => {
    expect(await calls.labels()).toEqual(BAHT_LABELS);
    expect((await calls.slices()).find((slice) => slice.code === 'C5')?.htmlDescription).toBe('<p>คูปองเงินสด 5 บาท: กดรับที่คูปองของฉันภายใน 7 วัน แล้วเงินจะเข้ากระเป๋าเงิน (กดรับไม่ได้ระหว่างที่มีโบนัสค้างอยู่)</p>');
    const coupon = await calls.coupon('C20');
    expect(coupon).toMatchObject({ prize: { name: 'เงินสด 20 บาท', slice: { label: '20 ฿' } }, amount: 20 });
    expect((await calls.claim(coupon._id)).body).toEqual({ message: 'SUCCESS', label: '20 ฿' });
    expect(await calls.wallet()).toBe(1520);
    expect((await calls.statement())[0]).toMatchObject({ amount: 20, luckydraw: { description: 'เงินสด 20 บาท' } });
  });

  it('keeps bonuses, promotions, the statement’s descriptions and a gift link in baht', async () => {
    expect(await calls.bonus('CASHBACK5')).toMatchObject({
      name: 'แคชแบ็กนำโชค 5',
      banners: [{ image: '/api/assets/banners/bonus-daily.svg', html: '<h3>แคชแบ็กนำโชค</h3><p>5 บาท รับได้ทั้งหมด 3 ครั้ง</p>' }],
    });
    expect((await calls.get('/api/promotion/find/WELCOME100')).body.description).toBe('<p>โปรโมชันต้อนรับ: เครดิต <b>100 บาท</b> สำหรับสมาชิกใหม่</p>');
    expect((await calls.get('/api/bonus/activate/WELCOME')).status).toBe(200);
    expect((await calls.statement())[0]).toMatchObject({ amount: 100, bonus: { description: 'โบนัสต้อนรับ 100' } });
    expect(await calls.statement()).toEqual(expect.arrayContaining([expect.objectContaining({ amount: 10, luckydraw: { description: 'เงินสด 10 บาท' } })]));
    expect((await calls.get('/api/bonus/check/minimum')).body.minimum).toBe(1);
    const link = await encryptTrueLink('https://gift.truemoney.com/campaign/?v=baht1', 'WALLET DEMO GIFT', 'wallet-demo-truelink-secret');
    await stub.server.call('POST', '/api/wallet/truelink', { token: stub.token, body: { link } });
    expect(demoMember(stub.server).statements.at(-1)).toMatchObject({ from: 'TRUEWALLET', amount: 5_000 });
  });
});

describe('the support agent’s bonus card', () => {
  const BAHT_CARD = 'Get 100 baht on your first deposit | /api/assets/banners/en/bonus-welcome.svg';

  /** The subtitle and picture of the agent's welcome bonus card, asked for as `who` in the words `asked`. */
  async function bonusCard(stub: TestServerHandle, who: { userId: string | null; guestId: string | null }, token?: string, asked = 'any bonus?'): Promise<string> {
    await stub.server.call('POST', '/api/chat/send-message', {
      token,
      body: { sender: 'customer', ...who, message: { message_type: 'text', payload: { message: asked } } },
    });
    for (let tries = 0; tries < 60; tries += 1) {
      const history = (await stub.server.call('POST', '/api/chat/history', { token, body: { ...who, limit: 10, skip: 0 } })).body;
      const card = (history as ChatConversation[]).find((conversation) => conversation.message.message_type === 'generic');
      if (card) {
        const [welcome] = (card.message as { payloads: { subtitle: string; image_url: string }[] }).payloads;
        return `${welcome.subtitle} | ${welcome.image_url}`;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('no bonus card from the agent');
  }

  describe('on the Laos site', () => {
    // Real time: the agent answers on a real timer.
    const stub = withTestServer({ options: { region: 'la', now: Date.now } });

    it('names kip to a kip member and to a guest, baht to a baht member, in the language they write', async () => {
      const kip = 'Get 65,000 kip on your first deposit | /api/assets/kip/banners/en/bonus-welcome.svg';
      expect(await bonusCard(stub, { userId: DEMO.id, guestId: null }, stub.token)).toBe(kip);
      expect(await bonusCard(stub, { userId: null, guestId: 'guest-kip' }, undefined, 'ມີໂບນັດບໍ່')).toBe('ຮັບ 65,000 ກີບ ເມື່ອຝາກຄັ້ງທຳອິດ | /api/assets/kip/banners/lo/bonus-welcome.svg');
      const token = await stub.server.login(BAHT_MEMBER.username, BAHT_MEMBER.password);
      expect(await bonusCard(stub, { userId: '64f0a1b2c3d4e5f601234568', guestId: null }, token)).toBe(BAHT_CARD);
    });
  });

  describe('on the Thai site', () => {
    const stub = withTestServer({ options: { now: Date.now } });

    it('names baht, in the language the customer writes', async () => {
      expect(await bonusCard(stub, { userId: DEMO.id, guestId: null }, stub.token)).toBe(BAHT_CARD);
      expect(await bonusCard(stub, { userId: null, guestId: 'guest-baht' }, undefined, 'มีโบนัสไหม')).toBe('รับ 100 บาท เมื่อฝากครั้งแรก | /api/assets/banners/bonus-welcome.svg');
    });
  });
});
