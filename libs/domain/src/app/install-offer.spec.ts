import { installOffer, isIosSafari, type InstallOfferInput } from './install-offer';

const UA = {
  iPhoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPadSafari: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  iPadDesktopMode: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  iPhoneChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iPhoneFirefox: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
  iPhoneEdge: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/125.0.2535.87 Mobile/15E148 Safari/605.1.15',
  iPhoneLine: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.9.0',
  iPhoneFacebook: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.38.108]',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  desktopFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
};

const browser = (overrides: Partial<InstallOfferInput> = {}): InstallOfferInput => ({
  userAgent: UA.androidChrome,
  maxTouchPoints: 5,
  standalone: false,
  promptCaptured: false,
  installed: false,
  ...overrides,
});

describe('Safari on an iPhone or iPad (issue 29)', () => {
  it.each([
    ['an iPhone', UA.iPhoneSafari, 5],
    ['an iPad', UA.iPadSafari, 5],
    ['an iPad in desktop mode, by its touch points', UA.iPadDesktopMode, 5],
  ])('is %s', (_, userAgent, maxTouchPoints) => {
    expect(isIosSafari({ userAgent, maxTouchPoints })).toBe(true);
  });

  it.each([
    ['a Mac, without touch points', UA.macSafari, 0],
    ['Chrome on an iPhone', UA.iPhoneChrome, 5],
    ['Firefox on an iPhone', UA.iPhoneFirefox, 5],
    ['Edge on an iPhone', UA.iPhoneEdge, 5],
    ["LINE's page view", UA.iPhoneLine, 5],
    ["Facebook's page view", UA.iPhoneFacebook, 5],
    ['Chrome on Android', UA.androidChrome, 5],
    ['Firefox on a desktop', UA.desktopFirefox, 0],
  ])('is not %s', (_, userAgent, maxTouchPoints) => {
    expect(isIosSafari({ userAgent, maxTouchPoints })).toBe(false);
  });
});

describe('the install entry (issue 29)', () => {
  it("offers the browser's own prompt once one was kept", () => {
    expect(installOffer(browser({ promptCaptured: true }))).toBe('prompt');
  });

  it('offers the Share steps in Safari on an iPhone or iPad, which has no prompt', () => {
    expect(installOffer(browser({ userAgent: UA.iPhoneSafari }))).toBe('ios-steps');
    expect(installOffer(browser({ userAgent: UA.iPadDesktopMode, maxTouchPoints: 5 }))).toBe('ios-steps');
  });

  it('offers nothing when the app already runs installed, whatever the browser', () => {
    expect(installOffer(browser({ standalone: true, promptCaptured: true }))).toBe('none');
    expect(installOffer(browser({ standalone: true, userAgent: UA.iPhoneSafari }))).toBe('none');
  });

  it('offers nothing once the app was installed in this visit', () => {
    expect(installOffer(browser({ installed: true, promptCaptured: true }))).toBe('none');
  });

  it('offers nothing in a browser that offered no prompt and is not Safari on iOS', () => {
    expect(installOffer(browser())).toBe('none');
    expect(installOffer(browser({ userAgent: UA.desktopFirefox, maxTouchPoints: 0 }))).toBe('none');
    expect(installOffer(browser({ userAgent: UA.macSafari, maxTouchPoints: 0 }))).toBe('none');
    expect(installOffer(browser({ userAgent: UA.iPhoneLine }))).toBe('none');
  });
});
