// Issue 25 items 1 and 2: a won prize never reads as paid before it is claimed, the prize sheet
// offers the claim there and then (once, as a money action), and a prize the server refuses as a
// coupon type that cannot be claimed (INVALID_COUPON_TYPE) says what to do instead of a Claim
// button that always fails.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Coupon, SpinSlice } from '@wallet/api';
import { createTestStore, withStore } from '@wallet/api/testing';
import { RegionProvider, regionFromEnv } from '@wallet/config';
import type { Locale } from '@wallet/config';
import { darkTheme } from '@wallet/ui';
import { renderWithUi, setNetwork } from '@wallet/ui/testing';
import { SpinPage } from './spin-page';

const API = 'http://wallet.test';
const slice = (code: string, label: string, description: string): SpinSlice => ({ code, label, bgColor: '#f94144', textColor: '#ffffff', htmlDescription: `<p>${description}</p>` });
const SLICES = [slice('C5', '5 ฿', 'เงินสด 5 บาท: รับเข้ากระเป๋าเงินของคุณ'), slice('GIFT', 'กล่องของขวัญ', 'กล่องของขวัญ: เจ้าหน้าที่จะติดต่อเพื่อจัดส่งให้คุณ')];

function coupon(id: string, code: string, label: string, amount: number, claimed = false): Coupon {
  return { _id: id, prize: { name: label, slice: { code, label } }, amount, claimed, createdAt: `2026-11-20T10:00:0${id.length}Z` };
}

let coupons: Coupon[];
let claims: unknown[];
let claimAnswer: () => Response;
const server = setupServer(
  http.get(`${API}/api/spinwheel/setup`, () => HttpResponse.json({ wheel: { name: 'Lucky Wheel', slices: SLICES }, userCoin: 3 })),
  http.get(`${API}/api/spinwheel/coupon`, () => HttpResponse.json({ coupons })),
  http.post(`${API}/api/spinwheel/spin`, () => {
    const won = SLICES[nextSlice];
    coupons = [coupon(`won${coupons.length}`, won.code, won.label, won.code === 'GIFT' ? 0 : 5), ...coupons];
    return HttpResponse.json({ code: won.code, label: won.label, remainingCoin: 2 });
  }),
  http.post(`${API}/api/spinwheel/coupon/claim`, async ({ request }) => {
    claims.push(await request.json());
    return claimAnswer();
  }),
  http.get(`${API}/api/wallet`, () =>
    HttpResponse.json({
      profile: { name: 'A', _id: 'a', createdAt: '2026-01-01T00:00:00Z', username: 'a', coin: 3 },
      bankAccount: { bankAccountName: 'A', bankAccountNo: '1234567890', bank: { nameTH: 'Bank' } },
      wallet: { amount: 10 },
      invite: { amount: 0, success: 0, fail: 0 },
      slots: [],
    }),
  ),
);
let nextSlice = 0;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sessionStorage.clear();
  coupons = [coupon('old', 'C5', '5 ฿', 5, true)];
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

  it('says it in Thai, above the operator text that says the money was received', async () => {
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
  it('after one INVALID_COUPON_TYPE refusal in My coupons, its rows say to contact us instead of Claim', async () => {
    coupons = [coupon('gift', 'GIFT', 'กล่องของขวัญ', 0), coupon('five', 'C5', '5 ฿', 5)];
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
