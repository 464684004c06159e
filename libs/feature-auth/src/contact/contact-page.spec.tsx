import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createTestStore, withStore } from '@wallet/api/testing';
import { RegionProvider, regionFromEnv } from '@wallet/config';
import { renderWithUi } from '@wallet/ui/testing';
import { ContactPage } from './contact-page';

const API = 'http://wallet.test';
let chatEnabled = false;
const CONTACT = { contactText: '<p>Support 24 hours</p><script>alert(1)</script>', lineLink: 'https://line.me/R/ti/p/@wallet', lineName: '@wallet', lineQR: '/api/assets/contact/line-qr.svg' };
let contact = CONTACT;
const server = setupServer(
  http.get(`${API}/api/lookup/contact`, () => HttpResponse.json(contact)),
  http.get(`${API}/api/lookup/enableChatWidget`, () => HttpResponse.json({ enableChatWidget: chatEnabled })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  contact = CONTACT;
});
afterAll(() => server.close());

function renderContact() {
  const region = regionFromEnv({ VITE_REGION: 'th', VITE_APP_VERSION: '1.1.14' });
  return renderWithUi(<ContactPage topSpacing={false} chatWidget={<aside aria-label="Live chat" />} />, {
    wrap: (children) => <RegionProvider config={region}>{withStore(createTestStore({ apiBase: API }))(children)}</RegionProvider>,
  });
}

describe('ContactPage', () => {
  it('shows the sanitized contact text, the LINE QR, name and link, and version 1.1.14', async () => {
    const { container } = renderContact();
    expect(await screen.findByText('Support 24 hours')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('img', { name: 'Scan the QR code to add us on LINE' })).toHaveAttribute('src', '/api/assets/contact/line-qr.svg');
    expect(screen.getByText('LINE: @wallet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open LINE' })).toHaveAttribute('href', 'https://line.me/R/ti/p/@wallet');
    expect(screen.getByText('Version 1.1.14')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Live chat' })).not.toBeInTheDocument();
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)'])(
    'neither links to nor shows an unsafe address: %p',
    async (address) => {
      contact = { ...CONTACT, lineLink: address, lineQR: address };
      renderContact();
      expect(await screen.findByText("This link can't be opened: it doesn't lead to a web page.")).toBeInTheDocument();
      expect(screen.getByText("This picture can't be shown.")).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Open LINE' })).not.toBeInTheDocument();
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
    },
  );

  it('shows the chat widget when the server enables it', async () => {
    chatEnabled = true;
    renderContact();
    expect(await screen.findByRole('complementary', { name: 'Live chat' })).toBeInTheDocument();
  });

  it('says the server cannot be reached instead of an empty card, and retries', async () => {
    let down = true;
    server.use(http.get(`${API}/api/lookup/contact`, () => (down ? HttpResponse.error() : HttpResponse.json({ contactText: '<p>Back online</p>', lineLink: '', lineName: '', lineQR: '' }))));
    renderContact();
    expect(await screen.findByRole('alert')).toHaveTextContent("Can't reach the server");
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back online')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
