import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage as Message } from '@wallet/api';
import { conversation, renderChat } from '../testing/chat-test-kit';
import type { ThreadMessage } from '../thread/thread-types';
import { ChatMessage } from './chat-message';

function show(message: Message, extra: Partial<ThreadMessage> = {}) {
  const actions = { onPostback: jest.fn(), onResend: jest.fn(), onRemove: jest.fn() };
  const view = renderChat(<ChatMessage entry={{ ...conversation(), message, ...extra }} {...actions} />);
  return { ...view, ...actions };
}

const buttons = [
  { title: 'Open my wallet', type: 'web', payload: '/user/home' },
  { title: 'Rules', type: 'web', payload: 'https://rules.test/a' },
  { title: 'Bad', type: 'web', payload: 'javascript:alert(1)' },
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

  it('buttons: web opens a link, call dials, postback sends the payload, unsafe links are dropped', async () => {
    const { onPostback } = show({ message_type: 'buttons', payload: { message: 'How would you like to deposit?', buttons } });
    expect(screen.getByText('How would you like to deposit?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open my wallet' })).toHaveAttribute('href', '/user/home');
    expect(screen.getByRole('link', { name: 'Rules' })).toHaveAttribute('target', '_blank');
    expect(screen.queryByText('Bad')).not.toBeInTheDocument();
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

  it.each([
    ['uploading_file', 'Uploading file...'],
    ['sending', 'Sending...'],
    ['succeed', 'Sent'],
  ] as const)('media: the member’s own file shows %s', (status, text) => {
    show(
      { message_type: 'media', payload: { message: '', url: true, fileType: 'image', filePath: '', name: 'me.png' } },
      { sender: 'customer', local: { id: 'l1', status, progress: 40, queued: false, previewUrl: 'blob:me' } },
    );
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'me.png' })).toHaveAttribute('src', 'blob:me');
    expect(screen.queryByRole('progressbar') !== null).toBe(status === 'uploading_file');
    expect(screen.getByText('You')).toBeInTheDocument();
  });

  it('a failed message can be re-sent or removed', async () => {
    const { onResend, onRemove } = show(
      { message_type: 'media', payload: { message: '', url: true, fileType: 'image', filePath: '', name: 'me.png' } },
      { sender: 'customer', local: { id: 'l9', status: 'failed', progress: 100, queued: false } },
    );
    expect(screen.getByText('Failed to send')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    expect(onResend).toHaveBeenCalledWith('l9');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalledWith('l9');
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
