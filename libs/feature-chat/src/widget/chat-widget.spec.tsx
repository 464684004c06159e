import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { STORAGE_KEYS } from '@wallet/config';
import { LIMITS } from '@wallet/domain';
import { API, chatHandlers, conversation, FakeSocket, renderChat, startServer } from '../testing/chat-test-kit';
import { ChatWidget } from './chat-widget';

let socket: FakeSocket;
let socketsOpened = 0;
/** Whether the socket connects as soon as it is opened (else it stays 'connecting'). */
let connectsAtOnce = true;
jest.mock('../thread/chat-socket', () => ({
  openChatSocket: () => {
    socketsOpened += 1;
    if (connectsAtOnce) setTimeout(() => socket.connect(), 0);
    return socket;
  },
}));

const history = [
  conversation({ text: 'Newest reply', at: '2026-01-02T10:01:00.000Z', session_id: 's2' }),
  conversation({ sender: 'customer', text: 'Second question', at: '2026-01-02T10:00:00.000Z', session_id: 's2', name: null }),
  conversation({ text: 'First answer', at: '2026-01-01T10:01:00.000Z', session_id: 's1' }),
];
const server = startServer(...chatHandlers(history));

beforeEach(() => {
  socket = new FakeSocket();
  socketsOpened = 0;
  connectsAtOnce = true;
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.title = 'Contact';
});

async function openWidget(user = userEvent.setup()) {
  renderChat(<ChatWidget audience="guest" />);
  await user.click(await screen.findByRole('button', { name: 'Open chat' }));
  const panel = await screen.findByRole('dialog', { name: 'Chat with support' });
  await within(panel).findByText('Newest reply');
  await waitFor(() => expect(socket.joined).toHaveLength(1));
  return { user, panel };
}

describe('ChatWidget', () => {
  it('shows the invite, opens with focus in the message box, and closes with Escape back to the launcher', async () => {
    const user = userEvent.setup();
    renderChat(<ChatWidget audience="guest" />);
    expect(screen.getByText('Need help? Chat with us')).toBeInTheDocument();
    const launcher = screen.getByRole('button', { name: 'Open chat' });
    await user.click(launcher);
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Type a message...' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open chat' })).toHaveFocus();
  });

  it('keeps Tab to the open panel and the launcher that closes it, and Escape closes it from the launcher', async () => {
    const { user, panel } = await openWidget();
    const launcher = screen.getByRole('button', { name: 'Close chat', expanded: true });
    launcher.focus();
    await user.tab();
    expect(within(panel).getByRole('button', { name: 'Reload history' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(launcher).toHaveFocus();
    await user.tab({ shift: true });
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    launcher.focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open chat' })).toHaveFocus();
  });

  it('puts the invite in the chat\'s complementary landmark, and the panel\'s heading row is no banner', async () => {
    renderChat(<ChatWidget audience="guest" />);
    const dock = screen.getByRole('complementary', { name: 'Chat with support' });
    expect(within(dock).getByText('Need help? Chat with us')).toBeInTheDocument();
    await userEvent.setup().click(within(dock).getByRole('button', { name: 'Open chat' }));
    expect(await within(dock).findByRole('dialog', { name: 'Chat with support' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('hides the invite bubble with its × for the rest of the tab', async () => {
    const user = userEvent.setup();
    const first = renderChat(<ChatWidget audience="guest" />);
    await user.click(screen.getByRole('button', { name: 'Hide this message' }));
    expect(screen.queryByText('Need help? Chat with us')).not.toBeInTheDocument();
    first.unmount();
    renderChat(<ChatWidget audience="guest" />);
    expect(screen.getByRole('button', { name: 'Open chat' })).toBeInTheDocument();
    expect(screen.queryByText('Need help? Chat with us')).not.toBeInTheDocument();
  });

  it('shows the invite once per visit, for a few seconds: it hides itself and another page does not bring it back', () => {
    jest.useFakeTimers();
    try {
      const first = renderChat(<ChatWidget audience="guest" />);
      expect(screen.getByText('Need help? Chat with us')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(LIMITS.CHAT_INVITE_MS - 1));
      expect(screen.getByText('Need help? Chat with us')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByText('Need help? Chat with us')).not.toBeInTheDocument();
      first.unmount();
      renderChat(<ChatWidget audience="guest" />);
      expect(screen.getByRole('button', { name: 'Open chat' })).toBeInTheDocument();
      expect(screen.queryByText('Need help? Chat with us')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not show the invite again once the chat has been opened and closed', async () => {
    const { user } = await openWidget();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open chat' })).toBeInTheDocument();
    expect(screen.queryByText('Need help? Chat with us')).not.toBeInTheDocument();
  });

  it('joins as a guest with a stored guest id and shows the history oldest first with an end-of-conversation marker', async () => {
    let asked: unknown;
    server.use(
      http.post(`${API}/api/chat/history`, async ({ request }) => {
        asked = await request.json();
        return HttpResponse.json(history);
      }),
    );
    const { panel } = await openWidget();
    const guestId = window.localStorage.getItem(STORAGE_KEYS.chatGuestId);
    expect(guestId).toMatch(/^guest-/);
    expect(asked).toEqual({ userId: null, guestId, limit: 10, skip: 0 });
    expect(socket.joined).toEqual([`wallet-${guestId}`]);
    const log = within(panel).getByRole('log');
    const texts = within(log)
      .getAllByText(/First answer|Second question|Newest reply|End Conversation/)
      .map((node) => node.textContent);
    expect(texts).toEqual(['First answer', 'End Conversation', 'Second question', 'Newest reply']);
    expect(within(log).getAllByRole('separator')).toHaveLength(1);
  });

  it('sends with Enter, adds a line with Shift+Enter, and never sends a blank message', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${API}/api/chat/send-message`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ createdAt: '2026-01-03T00:00:00.000Z' });
      }),
    );
    const { user, panel } = await openWidget();
    const box = within(panel).getByRole('textbox', { name: 'Type a message...' });
    await user.type(box, '   {Enter}');
    expect(sent).toHaveLength(0);
    await user.clear(box);
    await user.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(box).toHaveValue('line one\nline two');
    expect(sent).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ sender: 'customer', userId: null, message: { message_type: 'text', payload: { message: 'line one\nline two' } } });
    expect(box).toHaveValue('');
    expect(await within(panel).findByText(/line one/)).toBeInTheDocument();
    // The reply opens a new session: the marker goes before the member's message, not between it and the reply.
    act(() => socket.push(conversation({ text: 'New session reply', at: '2026-01-03T00:00:01.000Z', session_id: 's3' })));
    await within(panel).findByText('New session reply');
    const order = within(within(panel).getByRole('log'))
      .getAllByText(/Newest reply|line one|New session reply|End Conversation/)
      .map((node) => node.textContent);
    expect(order).toEqual(['End Conversation', 'Newest reply', 'End Conversation', 'line one\nline two', 'New session reply']);
  });

  it('shows a counter near the 2000-character limit', async () => {
    const { user, panel } = await openWidget();
    const box = within(panel).getByRole('textbox', { name: 'Type a message...' });
    await user.click(box);
    await user.paste('a'.repeat(1799));
    expect(within(panel).queryByText(/of 2000 characters/)).not.toBeInTheDocument();
    await user.paste('b');
    expect(within(panel).getByText('1800 of 2000 characters')).toBeInTheDocument();
    await user.paste('c'.repeat(500));
    expect(box).toHaveValue(`${'a'.repeat(1799)}b${'c'.repeat(200)}`);
  });

  it('counts replies that arrive while closed on the launcher and in the page title', async () => {
    const { user } = await openWidget();
    await user.keyboard('{Escape}');
    act(() => socket.push(conversation({ text: 'Are you there?', at: '2026-01-02T11:00:00.000Z', session_id: 's2' })));
    act(() => socket.push(conversation({ text: 'Still here', at: '2026-01-02T11:01:00.000Z', session_id: 's2' })));
    const launcher = await screen.findByRole('button', { name: 'Open chat, 2 unread' });
    expect(document.title).toBe('(2) Contact');
    await user.click(launcher);
    expect(await screen.findByText('Still here')).toBeInTheDocument();
    expect(document.title).toBe('Contact');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open chat' })).toBeInTheDocument();
  });

  it('counts as online once the socket connects and join is emitted: join has no answer (spec §7)', async () => {
    const { panel } = await openWidget();
    await waitFor(() => expect(within(panel).queryByText('Connecting...')).not.toBeInTheDocument());
    expect(socket.joined).toEqual([`wallet-${window.localStorage.getItem(STORAGE_KEYS.chatGuestId)}`]);
  });

  it('says Connecting... while the conversation loads, and Send waits for it', async () => {
    let loaded: () => void = () => undefined;
    const historyHeld = new Promise<void>((resolve) => (loaded = resolve));
    server.use(
      http.post(`${API}/api/chat/history`, async () => {
        await historyHeld;
        return HttpResponse.json(history);
      }),
    );
    const user = userEvent.setup();
    renderChat(<ChatWidget audience="guest" />);
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    const panel = await screen.findByRole('dialog', { name: 'Chat with support' });
    await user.type(within(panel).getByRole('textbox', { name: 'Type a message...' }), 'early');
    expect(within(panel).getByText('Connecting...')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Send' })).toBeDisabled();
    loaded();
    await within(panel).findByText('Newest reply');
    await waitFor(() => expect(within(panel).queryByText('Connecting...')).not.toBeInTheDocument());
    expect(within(panel).getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(within(panel).getByRole('textbox', { name: 'Type a message...' })).toHaveValue('early');
  });

  it('shows two identical replies stored in the same millisecond, one for each event', async () => {
    const { panel } = await openWidget();
    const twin = () => conversation({ text: 'Thanks for your message!', at: '2026-01-02T11:00:00.000Z', session_id: 's2' });
    act(() => socket.push(twin()));
    act(() => socket.push(twin()));
    await waitFor(() => expect(within(panel).getAllByText('Thanks for your message!')).toHaveLength(2));
  });

  it('sends over HTTP before the socket has ever connected, and the first join brings the reply it missed', async () => {
    const sent: unknown[] = [];
    let page = history;
    server.use(
      http.post(`${API}/api/chat/history`, () => HttpResponse.json(page)),
      http.post(`${API}/api/chat/send-message`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ createdAt: '2026-01-03T00:00:00.000Z' });
      }),
    );
    connectsAtOnce = false;
    const user = userEvent.setup();
    renderChat(<ChatWidget audience="guest" />);
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    const panel = await screen.findByRole('dialog', { name: 'Chat with support' });
    await within(panel).findByText('Newest reply');
    expect(within(panel).getByText('Connecting...')).toBeInTheDocument();
    await user.type(within(panel).getByRole('textbox', { name: 'Type a message...' }), 'anyone there?{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ sender: 'customer', message: { message_type: 'text', payload: { message: 'anyone there?' } } });
    expect(socket.joined).toHaveLength(0);
    expect(within(panel).queryByText('Failed to send')).not.toBeInTheDocument();
    // The reply went to the room before this socket joined it: no event brings it, the join does.
    page = [conversation({ text: 'Reply before the join', at: '2026-01-03T00:00:01.000Z', session_id: 's2' }), ...history];
    act(() => void socket.connect());
    expect(await within(panel).findByText('Reply before the join')).toBeInTheDocument();
    expect(socket.joined).toHaveLength(1);
  });

  it('while the socket is down: sends at once over HTTP, re-joins on the 5 s check and shows the replies it missed', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const sent: unknown[] = [];
      let page = history;
      server.use(
        http.post(`${API}/api/chat/history`, () => HttpResponse.json(page)),
        http.post(`${API}/api/chat/send-message`, async ({ request }) => {
          sent.push(await request.json());
          return HttpResponse.json({ createdAt: '2026-01-03T00:00:00.000Z' });
        }),
      );
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      renderChat(<ChatWidget audience="guest" />);
      await user.click(await screen.findByRole('button', { name: 'Open chat' }));
      await act(() => jest.advanceTimersByTimeAsync(10));
      await screen.findByText('Newest reply');
      socket.reachable = false;
      act(() => socket.drop());
      expect(await screen.findByText('Reconnecting...')).toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: 'Type a message...' }), 'sent while offline{Enter}');
      await waitFor(() => expect(sent).toHaveLength(1));
      // The check keeps trying every 5 s while the socket cannot be reached.
      await act(() => jest.advanceTimersByTimeAsync(5000));
      expect(screen.getByText('Reconnecting...')).toBeInTheDocument();
      expect(socket.joined).toHaveLength(1);
      socket.reachable = true;
      page = [conversation({ text: 'Reply you missed', at: '2026-01-02T12:00:00.000Z', session_id: 's2' }), ...history];
      await act(() => jest.advanceTimersByTimeAsync(5000));
      await waitFor(() => expect(socket.joined).toHaveLength(2));
      expect(await screen.findByText('Reply you missed')).toBeInTheDocument();
      expect(screen.queryByText('Reconnecting...')).not.toBeInTheDocument();
      expect(sent).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('marks the history read 1 s after it last changed, once, with the panel closed too (spec §4)', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const reads: unknown[] = [];
      server.use(
        http.put(`${API}/api/chat/read-customer/`, async ({ request }) => {
          reads.push(await request.json());
          return HttpResponse.json({ message: 'OK' });
        }),
      );
      renderChat(<ChatWidget audience="guest" />);
      await act(() => jest.advanceTimersByTimeAsync(10));
      expect(screen.getByRole('button', { name: 'Open chat' })).toHaveAttribute('aria-expanded', 'false');
      await act(() => jest.advanceTimersByTimeAsync(900));
      act(() => socket.push(conversation({ text: 'One more', at: '2026-01-02T11:00:00.000Z', session_id: 's2' })));
      await act(() => jest.advanceTimersByTimeAsync(900));
      expect(reads).toHaveLength(0);
      await act(() => jest.advanceTimersByTimeAsync(150));
      await waitFor(() => expect(reads).toHaveLength(1));
      expect(reads[0]).toEqual({ userId: null, guestId: window.localStorage.getItem(STORAGE_KEYS.chatGuestId) });
      await act(() => jest.advanceTimersByTimeAsync(5000));
      expect(reads).toHaveLength(1);
      expect(screen.getByRole('button', { name: 'Open chat, 1 unread' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('without a chat backend setting: no config call and no socket; history and sending over HTTP, replies on reload', async () => {
    const sent: unknown[] = [];
    let page = history;
    let configAsked = 0;
    server.use(
      http.get(`${API}/api/chat/config`, () => {
        configAsked += 1;
        return HttpResponse.json({ PREFIX: 'wallet-' });
      }),
      http.post(`${API}/api/chat/history`, () => HttpResponse.json(page)),
      http.post(`${API}/api/chat/send-message`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ createdAt: '2026-01-03T00:00:00.000Z' });
      }),
    );
    const user = userEvent.setup();
    renderChat(<ChatWidget audience="guest" />, { socket: '' });
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    const panel = await screen.findByRole('dialog', { name: 'Chat with support' });
    await within(panel).findByText('Newest reply');
    expect(within(panel).queryByText('Connecting...')).not.toBeInTheDocument();
    await user.type(within(panel).getByRole('textbox', { name: 'Type a message...' }), 'hello{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    page = [conversation({ text: 'Reply over HTTP', at: '2026-01-03T00:00:01.000Z', session_id: 's2' }), ...history];
    await user.click(within(panel).getByRole('button', { name: 'Reload history' }));
    expect(await within(panel).findByText('Reply over HTTP')).toBeInTheDocument();
    expect(socketsOpened).toBe(0);
    expect(configAsked).toBe(0);
  });

  it('offers a retry when the chat config cannot be loaded', async () => {
    let fail = true;
    server.use(http.get(`${API}/api/chat/config`, () => (fail ? HttpResponse.json({ message: 'UNKNOW_ERROR' }, { status: 500 }) : HttpResponse.json({ PREFIX: 'wallet-' }))));
    const user = userEvent.setup();
    renderChat(<ChatWidget audience="guest" />);
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(socket.joined).toHaveLength(0);
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('Newest reply')).toBeInTheDocument();
  });
});
