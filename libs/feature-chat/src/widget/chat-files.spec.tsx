import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, chatHandlers, conversation, FakeSocket, renderChat, startServer } from '../testing/chat-test-kit';
import { ChatWidget } from './chat-widget';

let socket: FakeSocket;
jest.mock('../thread/chat-socket', () => ({
  openChatSocket: () => {
    setTimeout(() => socket.connect(), 0);
    return socket;
  },
}));

const MB = 1024 * 1024;
const uploads: string[] = [];
const sent: unknown[] = [];
let uploadFails = false;
// What the upload answers instead of a path (a failure the server sends as a 2xx or a 4xx).
let uploadAnswer: { status: number; body: object } | null = null;
const server = startServer(
  ...chatHandlers([conversation({ text: 'Welcome' })]),
  http.post(`${API}/api/chat/upload-image`, () => {
    uploads.push('image');
    if (uploadAnswer) return HttpResponse.json(uploadAnswer.body, { status: uploadAnswer.status });
    return uploadFails ? HttpResponse.json({ message: 'KEY_INVALID' }, { status: 400 }) : HttpResponse.json({ path: '/api/assets/uploads/chat/a1.png' });
  }),
  http.post(`${API}/api/chat/upload-video`, () => {
    uploads.push('video');
    return HttpResponse.json({ path: '/api/assets/uploads/chat/v1.mp4' });
  }),
  http.post(`${API}/api/chat/send-message`, async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json({ createdAt: '2026-01-03T00:00:00.000Z' });
  }),
);

/**
 * A file of the given size without allocating it. Node's File: the test environment's FormData
 * and URL are Node's (as in a browser, File and FormData come from one platform).
 */
function fileOf(name: string, size: number, type = 'image/png'): File {
  const file = new NodeFile([new Uint8Array([1, 2, 3])], name, { type }) as unknown as File;
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

beforeEach(() => {
  socket = new FakeSocket();
  uploads.length = 0;
  sent.length = 0;
  uploadFails = false;
  uploadAnswer = null;
});

async function openPanel(user = userEvent.setup({ applyAccept: false }), navigate: (path: string) => void = () => undefined) {
  renderChat(<ChatWidget audience="guest" />, { navigate });
  await user.click(screen.getByRole('button', { name: 'Open chat' }));
  const panel = await screen.findByRole('dialog', { name: 'Chat with support' });
  await within(panel).findByText('Welcome');
  await waitFor(() => expect(socket.joined).toHaveLength(1));
  return { user, panel, input: screen.getByTestId('chat-file') as HTMLInputElement };
}

describe('attaching files (spec §5)', () => {
  it('opens the file picker from the named attach button', async () => {
    const { user, input } = await openPanel();
    const click = jest.spyOn(input, 'click');
    await user.click(screen.getByRole('button', { name: 'Attach file' }));
    expect(click).toHaveBeenCalled();
  });

  it('sends a 10 MB image: uploaded, then sent with its path, shown as sent', async () => {
    const { user, panel, input } = await openPanel();
    await user.upload(input, fileOf('photo.png', 10 * MB));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(uploads).toEqual(['image']);
    // The upload answered a path on the API: the url flag says so (spec §3).
    expect(sent[0]).toMatchObject({ sender: 'customer', message: { message_type: 'media', payload: { url: false, fileType: 'image', filePath: '/api/assets/uploads/chat/a1.png', name: 'photo.png' } } });
    expect(await within(panel).findByText('Sent')).toBeInTheDocument();
  });

  it('refuses an image of 10 MB + 1 byte with the limit in the message, and the alert vanishes after 4 s', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const { user, input } = await openPanel(userEvent.setup({ applyAccept: false, advanceTimers: (ms) => jest.advanceTimersByTime(ms) }));
      await user.upload(input, fileOf('photo.png', 10 * MB + 1));
      expect(screen.getByRole('alert')).toHaveTextContent('The file is too large. Please select file no larger than 10 MB.');
      expect(uploads).toHaveLength(0);
      await act(() => jest.advanceTimersByTimeAsync(3900));
      expect(screen.getByRole('alert')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(200));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('takes videos up to 20 MB and refuses 20 MB + 1 byte', async () => {
    const { user, input } = await openPanel();
    await user.upload(input, fileOf('clip.mp4', 20 * MB + 1, 'video/mp4'));
    expect(screen.getByRole('alert')).toHaveTextContent('no larger than 20 MB');
    await user.upload(input, fileOf('clip.MOV', 20 * MB, 'video/quicktime'));
    await waitFor(() => expect(uploads).toEqual(['video']));
  });

  it.each(['README', 'notes.pdf', 'photo.webp'])('refuses %s: File is not supported', async (name) => {
    const { user, input } = await openPanel();
    await user.upload(input, fileOf(name, 100));
    expect(screen.getByRole('alert')).toHaveTextContent('File is not supported');
    expect(uploads).toHaveLength(0);
  });

  it('sends a file whose upload answered a whole address with the url flag on', async () => {
    server.use(http.post(`${API}/api/chat/upload-image`, () => HttpResponse.json({ path: 'https://files.example/chat/a1.png' })));
    const { user, input } = await openPanel();
    await user.upload(input, fileOf('photo.png', 1000));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ message: { payload: { url: true, filePath: 'https://files.example/chat/a1.png' } } });
  });

  it('re-sends a failed file once: two taps in one frame upload and send it once', async () => {
    uploadFails = true;
    const { user, panel, input } = await openPanel();
    await user.upload(input, fileOf('photo.jpg', 1000, 'image/jpeg'));
    expect(await within(panel).findByText('Failed to send')).toBeInTheDocument();
    uploadFails = false;
    const resend = within(panel).getByRole('button', { name: 'Resend' });
    fireEvent.click(resend);
    fireEvent.click(resend);
    expect(await within(panel).findByText('Sent')).toBeInTheDocument();
    expect(uploads).toEqual(['image', 'image']);
    expect(sent).toHaveLength(1);
  });

  it('marks a failed upload, re-sends it, or removes it', async () => {
    uploadFails = true;
    const { user, panel, input } = await openPanel();
    await user.upload(input, fileOf('photo.jpg', 1000, 'image/jpeg'));
    expect(await within(panel).findByText('Failed to send')).toBeInTheDocument();
    uploadFails = false;
    await user.click(within(panel).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await within(panel).findByText('Sent')).toBeInTheDocument();

    uploadFails = true;
    await user.upload(input, fileOf('second.gif', 1000, 'image/gif'));
    expect(await within(panel).findByText('Failed to send')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(panel).queryByText('Failed to send')).not.toBeInTheDocument());
    expect(within(panel).queryByRole('img', { name: 'second.gif' })).not.toBeInTheDocument();
  });

  // Spec sections 7 and 8: every call's answer 'invalid-token' or INVALID_USER_1..4 ends the session, 'gone' ends the site.
  it.each([
    { answer: { status: 401, body: { message: 'invalid-token' } }, target: '/login' },
    { answer: { status: 200, body: { message: 'INVALID_USER_3' } }, target: '/login' },
    { answer: { status: 200, body: { message: 'gone' } }, target: '/terminated' },
    { answer: { status: 410, body: { message: 'gone' } }, target: '/terminated' },
  ])('follows an upload answered $answer.body.message ($answer.status) to $target, as every call does', async ({ answer, target }) => {
    uploadAnswer = answer;
    window.localStorage.setItem('wallet.token', 'member-token');
    const navigate = jest.fn();
    const { user, input } = await openPanel(undefined, navigate);
    await user.upload(input, fileOf('photo.png', 1000));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(target));
    expect(window.localStorage.getItem('wallet.token')).toBe(target === '/login' ? null : 'member-token');
    expect(sent).toHaveLength(0);
    window.localStorage.clear();
  });
});
