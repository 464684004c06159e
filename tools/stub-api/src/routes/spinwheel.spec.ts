import { demoMember, withTestServer } from '../spec-helpers';
import { NO_COIN_CODE } from './spinwheel.routes';

describe('the spin wheel', () => {
  const stub = withTestServer({ freshEachTest: true });

  const demo = () => demoMember(stub.server);
  const coupons = async (who = stub.token) => (await stub.server.call('GET', '/api/spinwheel/coupon', { token: who })).body.coupons;
  const claim = (coupon: unknown, who = stub.token) => stub.server.call('POST', '/api/spinwheel/coupon/claim', { token: who, body: { coupon } });
  const couponOf = async (sliceCode: string) =>
    (await coupons()).find((coupon: { prize: { slice: { code: string } } }) => coupon.prize.slice.code === sliceCode);

  it('sets up a wheel of coloured slices and the member’s coins', async () => {
    const setup = (await stub.server.call('GET', '/api/spinwheel/setup', { token: stub.token })).body;
    expect(setup.userCoin).toBe(12);
    expect(setup.wheel.slices).toHaveLength(8);
    expect(setup.wheel.slices[0]).toEqual({
      code: expect.any(String),
      label: expect.any(String),
      bgColor: expect.stringMatching(/^#/),
      textColor: expect.stringMatching(/^#/),
      htmlDescription: expect.stringContaining('<p>'),
    });
    expect((await stub.server.call('GET', '/api/spinwheel/active', { token: stub.token })).body).toEqual({ active: true });
  });

  it('describes each demo prize as the specification makes it: a coupon claimed from My coupons, or an item to ask for', async () => {
    // Spec sections 1, 3, 4 and 8: a won prize is a coupon, claimed from the coupons and refused
    // while a bonus is active (BONUS_REMAINING); nothing reaches the wallet at the spin itself.
    const { slices } = (await stub.server.call('GET', '/api/spinwheel/setup', { token: stub.token })).body.wheel;
    const described = Object.fromEntries(slices.map((slice: { code: string; htmlDescription: string }) => [slice.code, slice.htmlDescription]));
    expect(described.C5).toBe('<p>คูปองเงินสด 5 บาท: กดรับที่คูปองของฉันภายใน 7 วัน แล้วเงินจะเข้ากระเป๋าเงิน (กดรับไม่ได้ระหว่างที่มีโบนัสค้างอยู่)</p>');
    expect(described.COIN1).toBe('<p>คูปองเพิ่ม 1 เหรียญ: กดรับที่คูปองของฉันภายใน 7 วัน แล้วหมุนวงล้อได้อีก 1 ครั้ง</p>');
    expect(described.GIFT).toBe('<p>กล่องของขวัญ (ของรางวัล ไม่ใช่เงิน): ไม่ต้องกดรับ ติดต่อเจ้าหน้าที่เพื่อนัดจัดส่ง</p>');
    for (const description of Object.values(described)) expect(description).not.toMatch(/รับเข้ากระเป๋า|ເຂົ້າກະເປົາເງິນຂອງທ່ານ/);
  });

  it('lists each coupon with its prize kind, so an item or a coin is not read as money', async () => {
    const kinds = Object.fromEntries((await coupons()).map((coupon: { prize: { slice: { code: string } }; kind: string }) => [coupon.prize.slice.code, coupon.kind]));
    expect(kinds).toMatchObject({ C20: 'cash', GIFT: 'item' });
    const other = await stub.server.login('0898765432', 'demo1234');
    await stub.server.call('POST', '/__dev/member/0898765432/spins', { body: { slices: ['COIN1'] } });
    await stub.server.call('POST', '/api/spinwheel/spin', { token: other });
    expect(await coupons(other)).toEqual([expect.objectContaining({ prize: expect.objectContaining({ slice: { code: 'COIN1', label: '+1 เหรียญ' } }), amount: 1, kind: 'coin' })]);
  });

  it('spends one coin per spin, adds a coupon, and refuses with no coins left', async () => {
    const other = await stub.server.login('0898765432', 'demo1234');
    const spin = () => stub.server.call('POST', '/api/spinwheel/spin', { token: other });
    const first = (await spin()).body;
    expect(first).toMatchObject({ code: expect.any(String), label: expect.any(String), remainingCoin: 1 });
    expect((await spin()).body.remainingCoin).toBe(0);
    expect(await spin()).toEqual({ status: 400, body: { message: NO_COIN_CODE } });
    expect(await coupons(other)).toHaveLength(2);
  });

  it('lists coupons newest first, those won in the same millisecond by the order they were won', async () => {
    const other = await stub.server.login('0898765432', 'demo1234');
    await stub.server.call('POST', '/__dev/member/0898765432/spins', { body: { slices: ['GIFT', 'COIN1'] } });
    for (let spin = 0; spin < 2; spin += 1) await stub.server.call('POST', '/api/spinwheel/spin', { token: other });
    expect((await coupons(other)).map((coupon: { prize: { slice: { code: string } } }) => coupon.prize.slice.code)).toEqual(['COIN1', 'GIFT']);
  });

  it('claims a cash coupon into the wallet once', async () => {
    const coupon = await couponOf('C20');
    const before = demo().wallet;
    expect((await claim(coupon._id)).body).toEqual({ message: 'SUCCESS', label: '20 ฿' });
    expect(demo().wallet).toBe(before + 2000);
    expect(demo().statements.at(-1)).toMatchObject({ statementType: 'bonus', linked: { kind: 'luckydraw' } });
    expect((await claim(coupon._id)).body.message).toBe('NO_CLAIMABLE_COUPON');
  });

  it('refuses gift, expired and bonus-blocked claims with the spin codes', async () => {
    expect((await claim((await couponOf('GIFT'))._id)).body.message).toBe('INVALID_COUPON_TYPE');
    expect((await claim((await couponOf('C50'))._id)).body.message).toBe('COUPON_EXPIRED');
    await stub.server.call('GET', '/api/bonus/activate/DAILY10', { token: stub.token });
    expect((await claim((await couponOf('C20'))._id)).body.message).toBe('BONUS_REMAINING');
  });

  it('claims with the coupon as listed when the client has no id (spec: claim with coupon)', async () => {
    const { _id: _id, claimed: _claimed, createdAt: _createdAt, ...listed } = await couponOf('C20');
    const before = demo().wallet;
    expect((await claim(listed)).body).toEqual({ message: 'SUCCESS', label: '20 ฿' });
    expect(demo().wallet).toBe(before + 2000);
    expect((await claim(listed)).body.message).toBe('NO_CLAIMABLE_COUPON');
    expect((await claim({ prize: {} })).body.message).toBe('INVALID_CODE');
  });
});
