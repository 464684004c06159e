import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { FakeXhr, uploadByHand } from '@wallet/api/testing';
import { depositHandlers, SLIP_SETTINGS } from '../testing/deposit-answers';
import { API, homeHandlers, refuse, renderWallet, startServer } from '../testing/wallet-test-kit';
import { DepositModal } from './deposit-modal';

const server = startServer(...homeHandlers(), ...depositHandlers());

const MB = 1024 * 1024;
// Node's File, as the FormData of the test environment (Node's) only takes Node's Blob.
const image = (name: string, size = 2048, type = 'image/png') => {
  const file = new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type }) as unknown as File;
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

beforeAll(() => {
  // jsdom has no object URLs; the preview only needs an address.
  Object.assign(URL, { createObjectURL: () => 'blob:slip-preview', revokeObjectURL: () => undefined });
});

async function openSlip(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: 'Upload slip' }));
  return screen.findByLabelText('Choose slip image');
}

describe('slip upload', () => {
  it('offers choosing an image or taking a photo with the camera', async () => {
    const user = userEvent.setup();
    renderWallet(<DepositModal onClose={jest.fn()} />);
    const choose = await openSlip(user);
    expect(choose).toHaveAttribute('accept', 'image/png,image/jpeg');
    const camera = screen.getByLabelText('Take a photo');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(screen.getByRole('list', { name: 'Please note' })).toHaveTextContent('Upload the slip within 1 hour of your transfer');
  });

  it('previews the image and uploads it as multipart, then says it is being checked', async () => {
    const received: { name: string; size: number }[] = [];
    server.use(
      http.post(`${API}/api/wallet/slip`, async ({ request }) => {
        const file = (await request.formData()).get('file') as File;
        received.push({ name: file.name, size: file.size });
        return HttpResponse.json({ message: 'SUCCESS' });
      }),
    );
    const user = userEvent.setup();
    renderWallet(<DepositModal onClose={jest.fn()} />);
    await user.upload(await openSlip(user), image('slip.png'));
    expect(screen.getByRole('img', { name: 'Slip preview' })).toHaveAttribute('src', 'blob:slip-preview');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText("Slip uploaded. We're checking it now.")).toBeInTheDocument();
    expect(received).toEqual([{ name: 'slip.png', size: 4 }]);
    expect(screen.queryByRole('img', { name: 'Slip preview' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('refuses a slip over the size the server accepts before sending anything', async () => {
    const user = userEvent.setup();
    renderWallet(<DepositModal onClose={jest.fn()} />);
    await user.upload(await openSlip(user), image('big.png', SLIP_SETTINGS.maxFileMb * MB + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('The file is too large. Please choose an image no larger than 10 MB.');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(screen.queryByRole('img', { name: 'Slip preview' })).not.toBeInTheDocument();
  });

  it('refuses a file that is not a PNG or JPEG image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWallet(<DepositModal onClose={jest.fn()} />);
    await user.upload(await openSlip(user), image('slip.pdf', 100, 'application/pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a PNG or JPEG image');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it.each([
    ['SLIP_INVALID_FILE', 400, 'Invalid slip file'],
    ['SLIP_INVALID_FILE', 413, 'Invalid slip file'],
    ['SLIP_UPLOAD_FAIL', 400, 'Slip upload failed. Please try again.'],
  ])('translates %s (HTTP %d) in an alert titled with the deposit error', async (code, status, message) => {
    server.use(http.post(`${API}/api/wallet/slip`, () => refuse(code, status)));
    const user = userEvent.setup();
    renderWallet(<DepositModal onClose={jest.fn()} />);
    await user.upload(await openSlip(user), image('slip.png'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alertdialog', { name: 'Deposit failed' })).toHaveTextContent(message);
  });

  it('says when slip upload is closed for the day, or switched off', async () => {
    const hhmm = (date: Date) => `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
    const [from, to] = [hhmm(new Date(Date.now() - 3_600_000)), hhmm(new Date(Date.now() + 3_600_000))];
    server.use(http.get(`${API}/api/lookup/slip`, () => HttpResponse.json({ ...SLIP_SETTINGS, closedFrom: from, closedTo: to })));
    const user = userEvent.setup();
    const { unmount } = renderWallet(<DepositModal onClose={jest.fn()} />);
    await user.click(await screen.findByRole('tab', { name: 'Upload slip' }));
    expect(await screen.findByText(`Slip upload is closed from ${from} to ${to} every day.`)).toBeInTheDocument();
    expect(screen.queryByLabelText('Choose slip image')).not.toBeInTheDocument();
    unmount();

    server.use(http.get(`${API}/api/lookup/slip`, () => HttpResponse.json({ ...SLIP_SETTINGS, enabled: false })));
    renderWallet(<DepositModal onClose={jest.fn()} />);
    await user.click(await screen.findByRole('tab', { name: 'Upload slip' }));
    expect(await screen.findByText('Slip upload is closed right now. Please try again later.')).toBeInTheDocument();
  });
});

describe('slip settings without fields (spec section 7 names them without a shape)', () => {
  it.each([
    ['{}', {}],
    ['only the closing hours, no flag', { closedFrom: '00:00', closedTo: null }],
  ])('leaves upload open with the 10 MB image limit: %s', async (_name, settings) => {
    server.use(http.get(`${API}/api/lookup/slip`, () => HttpResponse.json(settings)));
    const user = userEvent.setup();
    renderWallet(<DepositModal onClose={jest.fn()} />);
    const choose = await openSlip(user);
    expect(screen.queryByText('Slip upload is closed right now. Please try again later.')).not.toBeInTheDocument();
    await user.upload(choose, image('big.png', 10 * MB + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('The file is too large. Please choose an image no larger than 10 MB.');
    await user.upload(choose, image('slip.png', 10 * MB));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });
});

describe('slip upload progress', () => {
  uploadByHand();

  it('shows how much of the slip has gone out, with the upload button disabled until the server answers', async () => {
    const user = userEvent.setup();
    renderWallet(<DepositModal onClose={jest.fn()} />);
    await user.upload(await openSlip(user), image('slip.jpg', 1000, 'image/jpeg'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    // From the tap on, the sheet cannot be dismissed: its Close goes as the button turns busy,
    // not a frame later (the store tells the sheet, the button knows its own call).
    expect(within(screen.getByRole('dialog', { name: 'Deposit' })).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    const bar = screen.getByRole('progressbar', { name: 'Uploading...' });
    expect(bar).not.toHaveAttribute('value');

    const [xhr] = FakeXhr.sent;
    expect(xhr.url).toBe(`${API}/api/wallet/slip`);
    act(() => xhr.progress(400, 1000));
    expect(bar).toHaveAttribute('value', '40');
    act(() => xhr.progress(1000, 1000));
    expect(bar).toHaveAttribute('value', '100');
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();

    act(() => xhr.answer(200, { message: 'SUCCESS' }));
    expect(await screen.findByText("Slip uploaded. We're checking it now.")).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(1);
  });
});
