import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { storeToken } from '@wallet/api';
import { createTestStore, withStore } from '@wallet/api/testing';
import { RegionProvider, regionFromEnv } from '@wallet/config';
import { renderWithUi } from '@wallet/ui/testing';
import { MemberLayout } from '../member-layout';
import { offerInstallation } from './install-offer-source';
import { captureInstallPrompt } from './install-prompt';

const API = 'http://wallet.test';
const server = setupServer(
  http.get(`${API}/api/lookup/info`, () => HttpResponse.json({ name: 'Lucky Wallet', website: 'https://lucky.example' })),
  http.get(`${API}/api/lookup/enableChatWidget`, () => HttpResponse.json({ enableChatWidget: false })),
);

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let stopCapture: () => void = () => undefined;
let stopOffering: () => void = () => undefined;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  storeToken('token', false);
  stopCapture = captureInstallPrompt();
  // As the installable app's part of the page does once the page has loaded (update-slot.tsx).
  stopOffering = offerInstallation();
});
afterEach(() => {
  stopOffering();
  stopCapture();
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
  Reflect.deleteProperty(navigator, 'standalone');
  window.localStorage.clear();
});
afterAll(() => server.close());

function renderMemberArea(language?: 'th' | 'lo' | 'en') {
  const config = regionFromEnv({ VITE_REGION: 'th' });
  const rendered = renderWithUi(
    <Routes>
      <Route path="/user" element={<MemberLayout />}>
        <Route path="home" element={<p>Home screen</p>} />
      </Route>
    </Routes>,
    { route: '/user/home', wrap: (children) => <RegionProvider config={config}>{withStore(createTestStore({ apiBase: API }))(children)}</RegionProvider> },
  );
  if (language) act(() => void rendered.i18n.changeLanguage(language));
  return rendered;
}

const menu = () => screen.getByRole('navigation', { name: 'Main menu' });
/** Where the entry is: the top bar, beside the language and logout. */
const topBar = () => screen.getByRole('banner');

/** The entry's own part is downloaded and drawn wherever it was asked for: an absent button is absent for good. */
const entryPartSettled = () => act(async () => void (await import('./install-entry')));

/** Chromium's offer, as the browser fires it: a cancelable event carrying prompt() and userChoice. */
function browserOffers(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const prompt = jest.fn(() => Promise.resolve());
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  act(() => void window.dispatchEvent(event));
  return { prompt, event };
}

function runStandalone() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: query === '(display-mode: standalone)', media: query, addEventListener: jest.fn(), removeEventListener: jest.fn() }),
  });
}

const asIPhoneSafari = () => jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);

describe("the member area's 'Install app' (issue 29)", () => {
  it('sits in the top bar, leaving the menu its five items (issue 38 item 12)', async () => {
    asIPhoneSafari();
    renderMemberArea('lo');
    expect(await within(topBar()).findByRole('button', { name: 'ຕິດຕັ້ງແອັບ' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'ເມນູຫຼັກ' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(5);
    expect(within(nav).queryByRole('button', { name: 'ຕິດຕັ້ງແອັບ' })).not.toBeInTheDocument();
  });

  it("starts the browser's kept prompt, and goes once the member accepts", async () => {
    renderMemberArea();
    expect(within(topBar()).queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
    const { prompt, event } = browserOffers('accepted');
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click((await within(topBar()).findByRole('button', { name: 'Install app' })));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(within(topBar()).queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });

  it('goes when the browser says the app was installed', async () => {
    renderMemberArea();
    browserOffers();
    expect(await within(topBar()).findByRole('button', { name: 'Install app' })).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(within(topBar()).queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });

  it('goes after a dismissed prompt, which cannot be shown twice', async () => {
    renderMemberArea();
    const { prompt } = browserOffers('dismissed');
    await userEvent.click((await within(topBar()).findByRole('button', { name: 'Install app' })));
    expect(prompt).toHaveBeenCalledTimes(1);
    await act(() => Promise.resolve());
    expect(within(topBar()).queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });

  it('shows the Share steps in Safari on an iPhone, in a dialog that closes with Escape and gives focus back', async () => {
    asIPhoneSafari();
    renderMemberArea();
    const entry = (await within(topBar()).findByRole('button', { name: 'Install app' }));
    await userEvent.click(entry);
    const sheet = await screen.findByRole('dialog', { name: 'Add the app to your Home Screen' });
    expect(within(sheet).getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      'Tap the Share button in the toolbar.',
      "Scroll down and choose 'Add to Home Screen'.",
      "Tap Add. The app's icon appears on your Home Screen.",
    ]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(entry).toHaveFocus();
  });

  it("writes the steps in the member's language", async () => {
    asIPhoneSafari();
    renderMemberArea('th');
    await userEvent.click(await within(screen.getByRole('banner')).findByRole('button', { name: 'ติดตั้งแอป' }));
    const sheet = await screen.findByRole('dialog', { name: 'เพิ่มแอปไว้ที่หน้าจอโฮม' });
    expect(within(sheet).getByText("เลื่อนลงแล้วเลือก 'เพิ่มไปยังหน้าจอโฮม'")).toBeInTheDocument();
  });

  it('shows nothing when the app already runs installed', async () => {
    runStandalone();
    renderMemberArea();
    browserOffers();
    await entryPartSettled();
    expect(within(topBar()).queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });

  it('shows nothing in Safari on an iPhone when the app was opened from the Home Screen', async () => {
    asIPhoneSafari();
    Object.defineProperty(navigator, 'standalone', { configurable: true, value: true });
    renderMemberArea();
    await entryPartSettled();
    expect(within(topBar()).queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });

  it("waits for the installable app's part of the page (a development server has none)", async () => {
    stopOffering();
    asIPhoneSafari();
    renderMemberArea();
    await entryPartSettled();
    expect(within(topBar()).queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
    act(() => void (stopOffering = offerInstallation()));
    expect(await within(topBar()).findByRole('button', { name: 'Install app' })).toBeInTheDocument();
  });

  it('shows nothing in a browser that offers neither a prompt nor the Share steps', async () => {
    renderMemberArea();
    await entryPartSettled();
    expect(within(topBar()).queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
    expect(within(menu()).getAllByRole('button').map((button) => button.textContent)).toEqual(['Conditions']);
  });
});
