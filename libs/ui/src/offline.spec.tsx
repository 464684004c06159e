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
    expect(screen.getByRole('status')).toHaveTextContent('money and prize actions are waiting for the connection');
  });
});
