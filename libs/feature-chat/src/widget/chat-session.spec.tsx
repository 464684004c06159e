import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { clearToken, storeToken } from '@wallet/api';
import { API, chatHandlers, conversation, FakeSocket, memberWallet, renderChat, startServer } from '../testing/chat-test-kit';
import { ChatWidget } from './chat-widget';

// Issue 16: nothing of one member's chat survives a session change in the same tab.

const sockets: FakeSocket[] = [];
jest.mock('../thread/chat-socket', () => ({
  openChatSocket: () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    setTimeout(() => socket.connect(), 0);
    return socket;
  },
}));

const MEMBERS: Record<string, { id: string; name: string; history: ReturnType<typeof conversation>[] }> = {
  'token-a': {
    id: 'member-a',
    name: 'Anong',
    history: [
      conversation({ text: 'Anong, your withdrawal is on its way', at: '2026-01-01T10:03:00.000Z', userId: 'member-a', guestId: null }),
      conversation({ text: 'Anong, the bonus is yours', at: '2026-01-01T10:02:00.000Z', userId: 'member-a', guestId: null }),
      conversation({ text: 'Hello Anong', at: '2026-01-01T10:01:00.000Z', userId: 'member-a', guestId: null }),
    ],
  },
  'token-b': {
    id: 'member-b',
    name: 'Boonmee',
    history: [conversation({ text: 'Hello Boonmee', at: '2026-01-01T11:00:00.000Z', userId: 'member-b', guestId: null })],
  },
};

const historyAsked: unknown[] = [];
const server = startServer(...chatHandlers());

const memberOf = (request: Request) => MEMBERS[request.headers.get('authorization')?.replace(/^Bearer /, '') ?? ''];

beforeEach(() => {
  sockets.length = 0;
  historyAsked.length = 0;
  server.use(
    http.get(`${API}/api/wallet`, ({ request }) => {
      const member = memberOf(request);
      return member ? HttpResponse.json(memberWallet(member.id, member.name)) : HttpResponse.json({ message: 'invalid-token' }, { status: 401 });
    }),
    http.post(`${API}/api/chat/history`, async ({ request }) => {
      const body = (await request.json()) as { userId: string | null };
      historyAsked.push(body);
      const member = memberOf(request);
      if (!member || member.id !== body.userId) return HttpResponse.json({ message: 'invalid-token' }, { status: 401 });
      return HttpResponse.json(member.history);
    }),
  );
  storeToken('token-a', false);
});
afterEach(() => clearToken());

async function showMemberA() {
  const user = userEvent.setup();
  renderChat(<ChatWidget audience="member" />);
  await user.click(await screen.findByRole('button', { name: 'Open chat' }));
  const panel = await screen.findByRole('dialog', { name: 'Chat with support' });
  await within(panel).findByText('Anong, your withdrawal is on its way');
  await waitFor(() => expect(sockets[0]?.joined).toEqual(['wallet-member-a']));
  await user.keyboard('{Escape}');
  return user;
}

describe('the chat across sessions in one tab', () => {
  it('member A logs out and B logs in: A’s socket ends, A’s messages are gone, B’s history is asked with B’s id, and B’s unread count is B’s own', async () => {
    const user = await showMemberA();
    historyAsked.length = 0;
    act(() => storeToken('token-b', false));
    await waitFor(() => expect(sockets[1]?.joined).toEqual(['wallet-member-b']));
    expect(sockets[0].connected).toBe(false);
    // The thread's first page, and again once B's room is joined: each with B's id.
    expect(historyAsked.length).toBeGreaterThan(0);
    for (const asked of historyAsked) expect(asked).toEqual({ userId: 'member-b', guestId: null, limit: 10, skip: 0 });
    expect(screen.queryByText(/Anong/)).not.toBeInTheDocument();

    // B reads B's own history (waiting for what B would see, so the reply below comes after it)...
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    const first = await screen.findByRole('dialog', { name: 'Chat with support' });
    await within(first).findByText('Hello Boonmee');
    expect(within(first).queryByText(/Anong/)).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    // ...then a new reply to B is B's one unread message: A's three replies count for nothing.
    act(() => sockets[1].push(conversation({ text: 'Boonmee, welcome back', at: '2026-01-01T11:05:00.000Z', userId: 'member-b', guestId: null })));
    await user.click(await screen.findByRole('button', { name: 'Open chat, 1 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Chat with support' });
    expect(within(panel).getByText('Hello Boonmee')).toBeInTheDocument();
    expect(within(panel).getByText('Boonmee, welcome back')).toBeInTheDocument();
    expect(within(panel).queryByText(/Anong/)).not.toBeInTheDocument();
  });

  it('a redirect to /login (the token cleared): A’s socket ends, A’s messages are gone and nothing more is asked with A’s id', async () => {
    const user = await showMemberA();
    historyAsked.length = 0;
    act(() => clearToken());
    await waitFor(() => expect(sockets[0].connected).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    const panel = await screen.findByRole('dialog', { name: 'Chat with support' });
    expect(within(panel).queryByText(/Anong/)).not.toBeInTheDocument();
    expect(historyAsked).toEqual([]);
    expect(sockets).toHaveLength(1);
  });
});
