import { screen } from '@testing-library/react';
import { OfflineBanner } from './offline';
import { renderWithUi, setNetwork } from './testing';

afterEach(() => jest.restoreAllMocks());

describe('OfflineBanner', () => {
  it.each([
    ['en', "You're offline:"],
    ['th', 'ไม่มีอินเทอร์เน็ต'],
    ['lo', 'ບໍ່ມີອິນເຕີເນັດ'],
  ] as const)('says the network is gone while it is, in %s, and nothing once it is back', (locale, words) => {
    renderWithUi(<OfflineBanner />, { locale });
    const banner = screen.getByRole('status');
    expect(banner).toBeEmptyDOMElement();
    setNetwork(false);
    expect(banner).toHaveTextContent(words);
    setNetwork(true);
    expect(banner).toBeEmptyDOMElement();
  });

  it('shows at once on a page opened without a network', () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithUi(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent(/^You're offline/);
  });

  // Issue 38: money actions are disabled offline and nothing is queued; "waiting" read as queued.
  it.each([
    ['en', "You're offline: money and prize actions are off, and nothing is sent later. Balances and lists update once you're back."],
    ['th', 'ไม่มีอินเทอร์เน็ต: ทำรายการเงินและรางวัลไม่ได้ และจะไม่มีการส่งรายการให้ภายหลัง ยอดเงินและรายการต่าง ๆ จะอัปเดตเองเมื่อกลับมาออนไลน์'],
    ['lo', 'ບໍ່ມີອິນເຕີເນັດ: ເຮັດລາຍການເງິນ ແລະ ລາງວັນບໍ່ໄດ້ ແລະ ຈະບໍ່ມີການສົ່ງລາຍການໃຫ້ພາຍຫຼັງ ຍອດເງິນ ແລະ ລາຍການຕ່າງໆຈະໂຫຼດໃໝ່ເອງເມື່ອກັບມາອອນລາຍ'],
  ] as const)('says in %s that money actions are off and nothing is sent later, not that they wait', (locale, words) => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithUi(<OfflineBanner />, { locale });
    expect(screen.getByRole('status')).toHaveTextContent(words);
  });
});
