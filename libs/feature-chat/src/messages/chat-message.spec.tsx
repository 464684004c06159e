import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage as Message } from '@wallet/api';
import { conversation, renderChat } from '../testing/chat-test-kit';
import type { ThreadMessage } from '../thread/thread-types';
import { ChatMessage } from './chat-message';

function show(message: Message, extra: Partial<ThreadMessage> = {}, { apiBase }: { apiBase?: string } = {}) {
  const actions = { onPostback: jest.fn(), onResend: jest.fn<Promise<boolean>, [string]>().mockResolvedValue(true), onRemove: jest.fn() };
  const view = renderChat(<ChatMessage entry={{ ...conversation(), message, ...extra }} {...actions} />, { apiBase });
  return { ...view, ...actions };
}

/** Every spelling of a script or data address the address rule must refuse (issue 16). */
const UNSAFE = ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)'];

/** No element of the page points anywhere but http(s), a site path, tel: or a local preview. */
function expectNoUnsafeAddress() {
  for (const element of document.querySelectorAll('[href], [src]')) {
    const address = element.getAttribute('href') ?? element.getAttribute('src') ?? '';
    expect(address).toMatch(/^(https?:\/\/|\/(?!\/)|tel:|blob:)/);
  }
}

const buttons = [
  { title: 'Open my wallet', type: 'web', payload: '/user/home' },
  { title: 'Rules', type: 'web', payload: 'https://rules.test/a' },
  { title: 'Call support', type: 'call', payload: '+66 000 000 000' },
  { title: 'QR deposit help', type: 'postback', payload: 'qr help' },
];

describe('chat message renderers', () => {
  it('text: server text stays text, its web addresses become safe links', () => {
    show({ message_type: 'text', payload: { message: 'See https://help.test/deposit. <img src=x onerror=alert(1)>' } });
    const link = screen.getByRole('link', { name: 'https://help.test/deposit' });
    expect(link).toHaveAttribute('href', 'https://help.test/deposit');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('Support')).toBeInTheDocument();
  });

  it('buttons: web opens a link, call dials, postback sends the payload', async () => {
    const { onPostback } = show({ message_type: 'buttons', payload: { message: 'How would you like to deposit?', buttons } });
    expect(screen.getByText('How would you like to deposit?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open my wallet' })).toHaveAttribute('href', '/user/home');
    expect(screen.getByRole('link', { name: 'Rules' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Call: Call support' })).toHaveAttribute('href', 'tel:+66000000000');
    await userEvent.click(screen.getByRole('button', { name: 'QR deposit help' }));
    expect(onPostback).toHaveBeenCalledWith('qr help');
  });

  it('quick replies: each reply sends its payload', async () => {
    const { onPostback } = show({
      message_type: 'quick_replies',
      payload: { message: 'What do you need help with?', buttons: [{ title: 'Deposit', type: 'postback', payload: 'deposit' }, { title: 'Bonus', type: 'postback', payload: 'bonus' }] },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Bonus' }));
    expect(onPostback).toHaveBeenCalledWith('bonus');
  });

  it('generic: a carousel with one card per page (image, title, subtitle, buttons)', async () => {
    const card = (title: string) => ({ image_url: `/api/assets/${title}.svg`, title, subtitle: `${title} details`, buttons: [{ title: `See ${title}`, type: 'web', payload: '/user/bonus' }] });
    show({ message_type: 'generic', payload: { message: 'Our current bonuses:' }, payloads: [card('Welcome'), card('Daily')] });
    const carousel = screen.getByRole('region', { name: 'Our current bonuses:' });
    expect(within(carousel).getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(within(carousel).queryByRole('heading', { name: 'Daily' })).not.toBeInTheDocument();
    expect(within(carousel).getByText('Welcome details')).toBeInTheDocument();
    expect(carousel.querySelector('img')).toHaveAttribute('src', '/api/assets/Welcome.svg');
    await userEvent.click(within(carousel).getByRole('button', { name: /next/i }));
    expect(within(carousel).getByRole('heading', { name: 'Daily' })).toBeInTheDocument();
    expect(within(carousel).getByRole('link', { name: 'See Daily' })).toHaveAttribute('href', '/user/bonus');
  });

  it('media: image, video and file, with the delivery state', () => {
    const media = (fileType: 'image' | 'video' | 'file', name: string) =>
      ({ message_type: 'media', payload: { message: '', url: true, fileType, filePath: `/api/assets/${name}`, name }, deliver: { id: name, status: 'succeed', progress: 100 } }) as Message;
    const { unmount } = show(media('image', 'poster.png'));
    expect(screen.getByRole('img', { name: 'poster.png' })).toHaveAttribute('src', '/api/assets/poster.png');
    expect(screen.getByText('Sent')).toBeInTheDocument();
    unmount();
    const video = show(media('video', 'clip.mp4'));
    expect(document.querySelector('video')).toHaveAttribute('src', '/api/assets/clip.mp4');
    video.unmount();
    show(media('file', 'terms.pdf'));
    expect(screen.getByRole('link', { name: 'Open file: terms.pdf' })).toHaveAttribute('href', '/api/assets/terms.pdf');
  });

  it('media: the url flag decides where the file is; a path on the API resolves against the API, not the site', () => {
    const media = (fileType: 'image' | 'video' | 'file', url: boolean, filePath: string) => ({ message_type: 'media', payload: { message: '', url, fileType, filePath, name: 'shown' } }) as Message;
    const onApi = { apiBase: 'https://api.example' };
    const first = show(media('image', false, '/api/assets/uploads/chat/a.png'), {}, onApi);
    expect(screen.getByRole('img', { name: 'shown' })).toHaveAttribute('src', 'https://api.example/api/assets/uploads/chat/a.png');
    first.unmount();
    const second = show(media('video', false, 'uploads/chat/v.mp4'), {}, onApi);
    expect(document.querySelector('video')).toHaveAttribute('src', 'https://api.example/uploads/chat/v.mp4');
    second.unmount();
    const third = show(media('image', true, 'https://cdn.example/a.png'), {}, onApi);
    expect(screen.getByRole('img', { name: 'shown' })).toHaveAttribute('src', 'https://cdn.example/a.png');
    third.unmount();
    show(media('file', false, '/api/assets/terms.pdf'), {}, onApi);
    expect(screen.getByRole('link', { name: 'Open file: shown' })).toHaveAttribute('href', 'https://api.example/api/assets/terms.pdf');
  });

  describe.each(UNSAFE)('an address from the server such as %j', (address) => {
    it('in a web button: not a link; tapping it says it cannot be opened', async () => {
      show({ message_type: 'buttons', payload: { message: 'Pick one', buttons: [{ title: 'Claim prize', type: 'web', payload: address }] } });
      expect(screen.queryByRole('link', { name: 'Claim prize' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Claim prize' }));
      expect(screen.getByRole('alert')).toHaveTextContent("This link can't be opened: it doesn't lead to a web page.");
      expectNoUnsafeAddress();
    });

    it('in a generic card’s picture and button: neither shown nor linked', async () => {
      show({ message_type: 'generic', payload: { message: 'Offers' }, payloads: [{ image_url: address, title: 'Offer', subtitle: '', buttons: [{ title: 'Open offer', type: 'web', payload: address }] }] });
      const carousel = screen.getByRole('region', { name: 'Offers' });
      expect(within(carousel).getByText("This picture can't be shown.")).toBeInTheDocument();
      expect(carousel.querySelector('img')).toBeNull();
      await userEvent.click(within(carousel).getByRole('button', { name: 'Open offer' }));
      expect(within(carousel).getByRole('alert')).toHaveTextContent("This link can't be opened");
      expectNoUnsafeAddress();
    });

    it.each([
      ['image', true],
      ['video', false],
    ] as const)('the file of a %s message (url %s): a note instead of the picture', (fileType, url) => {
      show({ message_type: 'media', payload: { message: '', url, fileType, filePath: address, name: 'evil' } }, {}, { apiBase: 'https://api.example' });
      expect(screen.getByText("This picture can't be shown.")).toBeInTheDocument();
      expect(document.querySelector('img, video')).toBeNull();
      expectNoUnsafeAddress();
    });

    it('as a file to open: no link, a note instead', () => {
      show({ message_type: 'media', payload: { message: '', url: true, fileType: 'file', filePath: address, name: 'evil.pdf' } });
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      expect(screen.getByText("This link can't be opened: it doesn't lead to a web page.")).toBeInTheDocument();
    });

    it('in text: stays text', () => {
      show({ message_type: 'text', payload: { message: `Click ${address} now` } });
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      expect(screen.getByText(/Click/)).toHaveTextContent(address.trim());
    });
  });

  it('text: an http address the address rule refuses stays text, with a note', () => {
    show({ message_type: 'text', payload: { message: 'Go to http://\\evil.example now' } });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText(/evil\.example/)).toHaveTextContent("http://\\evil.example (This link can't be opened: it doesn't lead to a web page.)");
  });

  it.each([
    ['uploading_file', 'Uploading file...'],
    ['sending', 'Sending...'],
    ['succeed', 'Sent'],
  ] as const)('media: the member’s own file shows %s', (status, text) => {
    show(
      { message_type: 'media', payload: { message: '', url: true, fileType: 'image', filePath: '', name: 'me.png' } },
      { sender: 'customer', local: { id: 'l1', status, progress: 40, previewUrl: 'blob:me' } },
    );
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'me.png' })).toHaveAttribute('src', 'blob:me');
    expect(screen.queryByRole('progressbar') !== null).toBe(status === 'uploading_file');
    expect(screen.getByText('You')).toBeInTheDocument();
  });

  it('a failed message can be re-sent or removed', async () => {
    const { onResend, onRemove } = show(
      { message_type: 'media', payload: { message: '', url: true, fileType: 'image', filePath: '', name: 'me.png' } },
      { sender: 'customer', local: { id: 'l9', status: 'failed', progress: 100 } },
    );
    expect(screen.getByText('Failed to send')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    expect(onResend).toHaveBeenCalledWith('l9');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalledWith('l9');
  });

  it('a re-send goes once: two taps in one frame and a tap right after the answer send one request', async () => {
    let answer: (stored: boolean) => void = () => undefined;
    const failed = { message_type: 'media', payload: { message: '', url: false, fileType: 'image', filePath: '', name: 'me.png' } } as Message;
    const { onResend } = show(failed, { sender: 'customer', local: { id: 'l7', status: 'failed', progress: 100 } });
    onResend.mockImplementation(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const resend = screen.getByRole('button', { name: 'Resend' });
    fireEvent.click(resend);
    fireEvent.click(resend);
    expect(onResend).toHaveBeenCalledTimes(1);
    await act(async () => answer(true));
    // The message here still shows failed: the tap lands before the thread shows it sent.
    fireEvent.click(resend);
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('a re-send that failed again can be tried again', async () => {
    const failed = { message_type: 'media', payload: { message: '', url: false, fileType: 'image', filePath: '', name: 'me.png' } } as Message;
    const { onResend } = show(failed, { sender: 'customer', local: { id: 'l8', status: 'failed', progress: 100 } });
    onResend.mockResolvedValue(false);
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    expect(onResend).toHaveBeenCalledTimes(2);
  });

  it('postback: shows what was sent', () => {
    show({ message_type: 'postback', payload: { message: 'deposit' } }, { sender: 'customer' });
    expect(screen.getByText('deposit')).toBeInTheDocument();
  });

  it('unknown types get a fallback', () => {
    show({ message_type: 'unknown', payload: { message: 'raw' } });
    expect(screen.getByText("This message can't be displayed")).toBeInTheDocument();
    expect(screen.queryByText('raw')).not.toBeInTheDocument();
  });

  it('speaks Thai and Lao', () => {
    const th = renderChat(<ChatMessage entry={{ ...conversation(), message: { message_type: 'unknown', payload: {} } }} onPostback={jest.fn()} onResend={jest.fn()} onRemove={jest.fn()} />, { locale: 'th' });
    expect(screen.getByText(/[\u0E00-\u0E7F]/)).toBeInTheDocument();
    th.unmount();
    renderChat(<ChatMessage entry={{ ...conversation(), message: { message_type: 'unknown', payload: {} } }} onPostback={jest.fn()} onResend={jest.fn()} onRemove={jest.fn()} />, { locale: 'lo' });
    expect(screen.getAllByText(/[\u0E80-\u0EFF]/).length).toBeGreaterThan(0);
  });
});
