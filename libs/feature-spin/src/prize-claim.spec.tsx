// Issue 25 items 1 and 2: a won prize never reads as paid before it is claimed, the prize sheet
// offers the claim there and then (once, as a money action), and a prize the server refuses as a
// coupon type that cannot be claimed (INVALID_COUPON_TYPE) says what to do instead of a Claim
// button that always fails.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Coupon, SpinSlice } from '@wallet/api';
import { createTestStore, minimalWallet, withStore } from '@wallet/api/testing';
import { RegionProvider, regionFromEnv } from '@wallet/config';
import type { Locale } from '@wallet/config';
import { darkTheme } from '@wallet/ui';
import { renderWithUi, setNetwork } from '@wallet/ui/testing';
import { SpinPage } from './spin-page';

const API = 'http://wallet.test';
const slice = (code: string, label: string, description: string): SpinSlice => ({ code, label, bgColor: '#f94144', textColor: '#ffffff', htmlDescription: `<p>${description}</p>` });
const SLICES = [
  slice('C5', '5 ฿', 'คูปองเงินสด 5 บาท: กดรับที่คูปองของฉันภายใน 7 วัน'),
  slice('GIFT', 'กล่องของขวัญ', 'กล่องของขวัญ (ของรางวัล ไม่ใช่เงิน): ติดต่อเจ้าหน้าที่เพื่อนัดจัดส่ง'),
  slice('COIN1', '+1 เหรียญ', 'คูปองเพิ่ม 1 เหรียญ'),
];
const KIND_OF = { C5: 'cash', GIFT: 'item', COIN1: 'coin' } as const;
const AMOUNT_OF = { C5: 5, GIFT: 0, COIN1: 1 } as const;

/** A coupon as the stand-in lists it; with `sendKinds` false: as a backend that does not say the prize's kind. */
function coupon(id: string, code: keyof typeof KIND_OF, label: string, claimed = false): Coupon {
  const kind = sendKinds ? { kind: KIND_OF[code] } : {};
  return { _id: id, prize: { name: label, slice: { code, label } }, amount: AMOUNT_OF[code], claimed, createdAt: `2026-11-20T10:00:0${id.length}Z`, ...kind };
}

let coupons: Coupon[];
let claims: unknown[];
let claimAnswer: () => Response;
const server = setupServer(
  http.get(`${API}/api/spinwheel/setup`, () => HttpResponse.json({ wheel: { name: 'Lucky Wheel', slices: SLICES }, userCoin: 3 })),
  http.get(`${API}/api/spinwheel/coupon`, () => HttpResponse.json({ coupons })),
  http.post(`${API}/api/spinwheel/spin`, () => {
    const won = SLICES[nextSlice];
    coupons = [coupon(`won${coupons.length}`, won.code as keyof typeof KIND_OF, won.label), ...coupons];
    return HttpResponse.json({ code: won.code, label: won.label, remainingCoin: 2 });
  }),
  http.get(`${API}/api/bonus/check/active`, () => HttpResponse.json({ status: bonusActive, type: bonusActive ? 'day' : '' })),
  http.post(`${API}/api/spinwheel/coupon/claim`, async ({ request }) => {
    claims.push(await request.json());
    return claimAnswer();
  }),
  http.get(`${API}/api/wallet`, () => HttpResponse.json(minimalWallet({ coin: 3 }))),
);
let nextSlice = 0;
let sendKinds = true;
let bonusActive = false;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sessionStorage.clear();
  sendKinds = true;
  bonusActive = false;
  coupons = [coupon('old', 'C5', '5 ฿', true)];
  claims = [];
  nextSlice = 0;
  claimAnswer = () => HttpResponse.json({ message: 'SUCCESS', label: '5 ฿' });
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  // Animation frames that jump ahead, so a spin ends in a few frames.
  let now = 0;
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    now += 600;
    return setTimeout(() => callback(now), 0) as unknown as number;
  });
});
afterEach(() => {
  setNetwork(true);
  jest.restoreAllMocks();
});
afterAll(() => server.close());

function renderPage(locale: Locale = 'en') {
  const config = regionFromEnv({ VITE_REGION: 'th' });
  return renderWithUi(<SpinPage />, { locale, route: '/user/spin', theme: darkTheme, wrap: (children) => <RegionProvider config={config}>{withStore(createTestStore({ apiBase: API }))(children)}</RegionProvider> });
}

async function spinFor(code: string, spinName: RegExp, prizeTitle: string) {
  nextSlice = SLICES.findIndex((candidate) => candidate.code === code);
  await userEvent.click(await screen.findByRole('button', { name: spinName }));
  return screen.findByRole('dialog', { name: prizeTitle }, { timeout: 4000 });
}

describe('the prize sheet says what happens next (issue 25 item 1)', () => {
  it('says the won coupon waits in My coupons until claimed, and claims it there once', async () => {
    renderPage();
    const sheet = await spinFor('C5', /Spin\s*3 coins/, 'Congratulations!');
    expect(within(sheet).getByText('You won 5 ฿!')).toBeInTheDocument();
    expect(within(sheet).getByText('Not in your wallet yet: this prize waits in My coupons until you claim it.')).toBeInTheDocument();
    const claimNow = await within(sheet).findByRole('button', { name: 'Claim now' });

    await userEvent.dblClick(claimNow);
    expect(await within(sheet).findByText('Claimed: 5 ฿ has been added to your account.')).toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: 'Claim now' })).not.toBeInTheDocument();
    expect(within(sheet).queryByText(/Not in your wallet yet/)).not.toBeInTheDocument();
    // The won coupon (the latest unclaimed one of that slice), sent once for two presses.
    expect(claims).toEqual([{ coupon: 'won1' }]);
  });

  it('says it in Thai', async () => {
    renderPage('th');
    const sheet = await spinFor('C5', /หมุน\s*3 เหรียญ/, 'ยินดีด้วย!');
    expect(within(sheet).getByText('คุณหมุนได้ 5 ฿!')).toBeInTheDocument();
    expect(within(sheet).getByText('ยังไม่เข้ากระเป๋าเงิน: รางวัลนี้รออยู่ในคูปองของฉันจนกว่าคุณจะกดรับ')).toBeInTheDocument();
    expect(await within(sheet).findByRole('button', { name: 'รับรางวัลเลย' })).toBeEnabled();
  });

  it('says it in Lao', async () => {
    renderPage('lo');
    const sheet = await spinFor('C5', /ໝຸນ\s*3 ຫຼຽນ/, 'ຂໍສະແດງຄວາມຍິນດີ!');
    expect(within(sheet).getByText('ຍັງບໍ່ເຂົ້າກະເປົາເງິນ: ລາງວັນນີ້ລໍຖ້າຢູ່ໃນຄູປອງຂອງຂ້ອຍ ຈົນກວ່າທ່ານຈະກົດຮັບ')).toBeInTheDocument();
    expect(await within(sheet).findByRole('button', { name: 'ຮັບລາງວັນດຽວນີ້' })).toBeEnabled();
  });

  it('words a refused claim with the spin error group and never as claimed', async () => {
    claimAnswer = () => HttpResponse.json({ message: 'BONUS_REMAINING' }, { status: 400 });
    renderPage();
    const sheet = await spinFor('C5', /Spin\s*3 coins/, 'Congratulations!');
    await userEvent.click(await within(sheet).findByRole('button', { name: 'Claim now' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent("You can't claim while a bonus is still active");
    expect(within(sheet).queryByText(/Claimed:/)).not.toBeInTheDocument();
    expect(within(sheet).getByText(/Not in your wallet yet/)).toBeInTheDocument();
  });

  it('keeps the claim disabled while offline, with the reason', async () => {
    renderPage();
    const sheet = await spinFor('C5', /Spin\s*3 coins/, 'Congratulations!');
    const claimNow = await within(sheet).findByRole('button', { name: 'Claim now' });
    setNetwork(false);
    expect(claimNow).toBeDisabled();
    expect(claimNow).toHaveAccessibleDescription('Waiting for the connection');
    await userEvent.click(claimNow);
    expect(claims).toEqual([]);
  });
});

describe('a prize that cannot be claimed (issue 25 item 2)', () => {
  // A backend that does not say the prize's kind: the client learns from the first refusal.
  beforeEach(() => {
    sendKinds = false;
    coupons = [coupon('old', 'C5', '5 ฿', true)];
  });

  it('after one INVALID_COUPON_TYPE refusal in My coupons, its rows say to contact us instead of Claim', async () => {
    coupons = [coupon('gift', 'GIFT', 'กล่องของขวัญ'), coupon('five', 'C5', '5 ฿')];
    claimAnswer = () => HttpResponse.json({ message: 'INVALID_COUPON_TYPE' }, { status: 400 });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Claim กล่องของขวัญ' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Claim prize' })).getByRole('button', { name: 'Claim' }));
    const refused = await screen.findByRole('alertdialog', { name: 'Claim failed' });
    expect(refused).toHaveTextContent("This coupon type can't be claimed");
    await userEvent.click(within(refused).getByRole('button', { name: 'OK' }));

    expect(await screen.findByRole('link', { name: 'Contact us to receive it' })).toHaveAttribute('href', '/user/contact');
    expect(screen.queryByRole('button', { name: 'Claim กล่องของขวัญ' })).not.toBeInTheDocument();
    // Other prizes are still offered.
    expect(screen.getByRole('button', { name: 'Claim 5 ฿' })).toBeEnabled();
  });

  it('a refusal in the prize sheet turns its claim into what to do, and the sheet of the next such prize offers no claim', async () => {
    claimAnswer = () => HttpResponse.json({ message: 'INVALID_COUPON_TYPE' }, { status: 400 });
    renderPage('th');
    let sheet = await spinFor('GIFT', /หมุน\s*3 เหรียญ/, 'ยินดีด้วย!');
    // The centre names the prize with its words whole, each on one line (item 6).
    const centre = screen.getAllByRole('button', { hidden: true }).find((button) => button.textContent?.startsWith('กล่อง')) as HTMLElement;
    expect(within(centre).getByText('กล่อง')).toHaveStyle({ whiteSpace: 'nowrap' });
    await userEvent.click(await within(sheet).findByRole('button', { name: 'รับรางวัลเลย' }));
    expect(await within(sheet).findByText(/รางวัลนี้กดรับที่นี่ไม่ได้และไม่ได้เข้ากระเป๋าเงิน/)).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: 'ติดต่อเรา' })).toHaveAttribute('href', '/user/contact');
    expect(within(sheet).queryByRole('button', { name: 'รับรางวัลเลย' })).not.toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: 'ตกลง' }));
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'ติดต่อเจ้าหน้าที่เพื่อรับรางวัล' })).toBeInTheDocument();

    sheet = await spinFor('GIFT', /หมุน\s*3 เหรียญ/, 'ยินดีด้วย!');
    expect(within(sheet).getByText(/รางวัลนี้กดรับที่นี่ไม่ได้/)).toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: 'รับรางวัลเลย' })).not.toBeInTheDocument();
    expect(claims).toHaveLength(1);
  });
});

describe('the sheet and the coupons say what each kind of prize is (issue 38 item 4)', () => {
  const TEXTS = {
    en: { spin: /Spin\s*3 coins/, title: 'Congratulations!', claimNow: 'Claim now', contact: 'Contact us', bonus: 'Bonuses' },
    th: { spin: /หมุน\s*3 เหรียญ/, title: 'ยินดีด้วย!', claimNow: 'รับรางวัลเลย', contact: 'ติดต่อเรา', bonus: 'โบนัส' },
    lo: { spin: /ໝຸນ\s*3 ຫຼຽນ/, title: 'ຂໍສະແດງຄວາມຍິນດີ!', claimNow: 'ຮັບລາງວັນດຽວນີ້', contact: 'ຕິດຕໍ່ພວກເຮົາ', bonus: 'ໂບນັດ' },
  } as const;
  const COIN_WAITS = {
    en: 'Your extra coin waits in My coupons: claim it to add it to your coins.',
    th: 'เหรียญที่ได้รออยู่ในคูปองของฉัน: กดรับแล้วเหรียญจะเพิ่มเข้าเหรียญของคุณ',
    lo: 'ຫຼຽນທີ່ໄດ້ລໍຖ້າຢູ່ໃນຄູປອງຂອງຂ້ອຍ: ກົດຮັບແລ້ວຫຼຽນຈະເພີ່ມເຂົ້າຫຼຽນຂອງທ່ານ',
  };
  const GIFT_IS = {
    en: 'This prize is a gift, not money: our staff hand it over. Contact us to arrange it.',
    th: 'รางวัลนี้เป็นของขวัญ ไม่ใช่เงิน: เจ้าหน้าที่จะส่งมอบให้ กรุณาติดต่อเจ้าหน้าที่เพื่อนัดรับ',
    lo: 'ລາງວັນນີ້ເປັນຂອງຂວັນ ບໍ່ແມ່ນເງິນ: ພະນັກງານຈະສົ່ງມອບໃຫ້ ກະລຸນາຕິດຕໍ່ພະນັກງານເພື່ອນັດຮັບ',
  };
  const AFTER_BONUS = {
    en: "You have an active bonus, so this prize can't be claimed yet. It waits in My coupons: claim it once the bonus ends.",
    th: 'คุณมีโบนัสที่ยังไม่จบ จึงยังกดรับรางวัลนี้ไม่ได้ รางวัลจะรออยู่ในคูปองของฉัน กดรับได้เมื่อโบนัสจบ',
    lo: 'ທ່ານມີໂບນັດທີ່ຍັງບໍ່ສິ້ນສຸດ ຈຶ່ງຍັງກົດຮັບລາງວັນນີ້ບໍ່ໄດ້ ລາງວັນຈະລໍຖ້າຢູ່ໃນຄູປອງຂອງຂ້ອຍ ກົດຮັບໄດ້ເມື່ອໂບນັດສິ້ນສຸດ',
  };
  const NOT_IN_WALLET = /Not in your wallet|ยังไม่เข้ากระเป๋า|ຍັງບໍ່ເຂົ້າກະເປົາ/;
  const LANGUAGES = ['en', 'th', 'lo'] as const;

  it.each(LANGUAGES)('a coin says it waits to be added to the coins, never that it is not in the wallet (%s)', async (locale) => {
    renderPage(locale);
    const sheet = await spinFor('COIN1', TEXTS[locale].spin, TEXTS[locale].title);
    expect(await within(sheet).findByText(COIN_WAITS[locale])).toBeInTheDocument();
    expect(within(sheet).queryByText(NOT_IN_WALLET)).not.toBeInTheDocument();
    expect(await within(sheet).findByRole('button', { name: TEXTS[locale].claimNow })).toBeEnabled();
  });

  it.each(LANGUAGES)('a gift box says it is handed over, with no claim offered before any tap (%s)', async (locale) => {
    renderPage(locale);
    const sheet = await spinFor('GIFT', TEXTS[locale].spin, TEXTS[locale].title);
    expect(await within(sheet).findByText(GIFT_IS[locale])).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: TEXTS[locale].contact })).toHaveAttribute('href', '/user/contact');
    expect(within(sheet).queryByText(NOT_IN_WALLET)).not.toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: TEXTS[locale].claimNow })).not.toBeInTheDocument();
    expect(claims).toEqual([]);
  });

  it.each(LANGUAGES)('with an active bonus, the sheet says why the prize waits and offers no claim (%s)', async (locale) => {
    bonusActive = true;
    renderPage(locale);
    const sheet = await spinFor('C5', TEXTS[locale].spin, TEXTS[locale].title);
    expect(await within(sheet).findByText(AFTER_BONUS[locale])).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: TEXTS[locale].bonus })).toHaveAttribute('href', '/user/bonus');
    expect(within(sheet).queryByRole('button', { name: TEXTS[locale].claimNow })).not.toBeInTheDocument();
    expect(claims).toEqual([]);
  });

  it('a claim refused for a bonus taken since the sheet opened turns into the reason', async () => {
    claimAnswer = () => {
      bonusActive = true;
      return HttpResponse.json({ message: 'BONUS_REMAINING' }, { status: 400 });
    };
    renderPage();
    const sheet = await spinFor('C5', TEXTS.en.spin, TEXTS.en.title);
    await userEvent.click(await within(sheet).findByRole('button', { name: 'Claim now' }));
    expect(await within(sheet).findByText(AFTER_BONUS.en)).toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: 'Claim now' })).not.toBeInTheDocument();
  });

  const TABLE = {
    en: { amounts: ['5.00', '1 coin', '-'], afterBonus: 'After your bonus', note: 'You have an active bonus: coupons can be claimed once it ends.', contact: 'Contact us to receive it' },
    th: { amounts: ['5.00', '1 เหรียญ', '-'], afterBonus: 'หลังโบนัสจบ', note: 'คุณมีโบนัสที่ยังไม่จบ: กดรับคูปองได้เมื่อโบนัสจบ', contact: 'ติดต่อเจ้าหน้าที่เพื่อรับรางวัล' },
    lo: { amounts: ['5.00', '1 ຫຼຽນ', '-'], afterBonus: 'ຫຼັງໂບນັດສິ້ນສຸດ', note: 'ທ່ານມີໂບນັດທີ່ຍັງບໍ່ສິ້ນສຸດ: ກົດຮັບຄູປອງໄດ້ເມື່ອໂບນັດສິ້ນສຸດ', contact: 'ຕິດຕໍ່ພະນັກງານເພື່ອຮັບລາງວັນ' },
  };

  /** My coupons with a cash, a coin and a gift-box coupon: its rows after the header. */
  async function couponRows(locale: Locale) {
    coupons = [coupon('five', 'C5', '5 ฿'), coupon('coin', 'COIN1', '+1 เหรียญ'), coupon('gift', 'GIFT', 'กล่องของขวัญ')];
    renderPage(locale);
    const table = await screen.findByRole('table');
    await within(table).findByText('กล่องของขวัญ');
    return within(table).getAllByRole('row').slice(1);
  }

  it.each(LANGUAGES)('My coupons shows money as money, a coin as a coin and a gift box with no amount (%s)', async (locale) => {
    const rows = await couponRows(locale);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual(TABLE[locale].amounts);
    expect(within(rows[0]).getByRole('button')).toBeEnabled();
    expect(within(rows[1]).getByRole('button')).toBeEnabled();
    expect(within(rows[2]).getByRole('link', { name: TABLE[locale].contact })).toHaveAttribute('href', '/user/contact');
  });

  it.each(LANGUAGES)('with an active bonus, My coupons says the claims wait for its end and offers none (%s)', async (locale) => {
    bonusActive = true;
    const rows = await couponRows(locale);
    expect(await screen.findByText(TABLE[locale].note)).toBeInTheDocument();
    for (const row of rows.slice(0, 2)) {
      expect(within(row).queryByRole('button')).not.toBeInTheDocument();
      expect(row).toHaveTextContent(TABLE[locale].afterBonus);
    }
    expect(within(rows[2]).getByRole('link', { name: TABLE[locale].contact })).toBeInTheDocument();
  });
});
