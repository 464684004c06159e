import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Slip } from '@wallet/api';
import { SLIP_REASON_CODES } from '@wallet/domain';
import { API, refuse, renderAccount, startServer, walletAnswer } from '../testing/account-test-kit';
import { SlipModal } from './slip-modal';

function slip(n: number, overrides: Partial<Slip> = {}): Slip {
  return { _id: `slip${n}`, createdAt: '2026-03-04T05:06:07', amount: 100, status: 'SUCCESS', note: '', link: `/api/assets/uploads/slips/${n}.png`, reference: `REF${n}`, ...overrides };
}

const REASON_TEXTS: Record<string, string> = {
  UPLOADED_FILE_NOT_EXIST: 'Incorrect slip',
  IMG_SIZE_UNABLE_TO_PROCESS: 'Incorrect slip',
  CANNOT_READ_CROPPED_IMAGE: 'Incorrect slip',
  DEST_ACC_INVALID: 'Wrong destination account',
  SLIP_REFNO_DUPLICATED: 'Duplicate slip',
  UNSTABLE_REFNO_ON_SLIP: "Reference number can't be read",
  TRIPPLE_WRONG_CAPTCHA: 'Verification code wrong three times in a row',
  INVALID_SLIP: "Slip can't be read",
  NOT_MATCH: "Account doesn't match your registration",
  EXPIRED_SLIP: 'Slip expired',
  UNKNOW_ERROR: 'Unknown error, please contact support',
};

let slips: Slip[] = [];
const asked: number[] = [];
const server = startServer(
  http.get(`${API}/api/wallet`, () => HttpResponse.json(walletAnswer())),
  http.post(`${API}/api/statement/slip`, async ({ request }) => {
    const { page, limit } = (await request.json()) as { page: number; limit: number };
    asked.push(page);
    return HttpResponse.json({ total: slips.length, slips: slips.slice((page - 1) * limit, page * limit) });
  }),
);

beforeEach(() => {
  asked.length = 0;
});

async function openSlips() {
  const user = userEvent.setup();
  renderAccount(<SlipModal onClose={jest.fn()} />);
  const dialog = await screen.findByRole('dialog', { name: 'Deposit slips' });
  const list = await within(dialog).findByRole('list', { name: 'Deposit slips' });
  return { user, dialog, cards: () => within(list).getAllByRole('listitem') };
}

describe('the slip modal', () => {
  it('shows every rejection reason in parentheses next to a failed slip', async () => {
    slips = SLIP_REASON_CODES.slice(0, 10).map((note, index) => slip(index, { status: 'FAILED', note }));
    const { cards } = await openSlips();
    cards().forEach((card, index) => {
      expect(card).toHaveTextContent('Failed');
      expect(card).toHaveTextContent(`(${REASON_TEXTS[SLIP_REASON_CODES[index]]})`);
    });
  });

  it('shows the last reason too, on the second page', async () => {
    slips = SLIP_REASON_CODES.map((note, index) => slip(index, { status: 'FAILED', note }));
    expect(slips.length).toBe(11);
    const { user, dialog, cards } = await openSlips();
    await user.click(within(dialog).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveTextContent(`(${REASON_TEXTS.UNKNOW_ERROR})`);
  });

  it('shows no reason for an unknown code, or for a slip that did not fail', async () => {
    slips = [slip(1, { status: 'FAILED', note: 'SOMETHING_ELSE' }), slip(2, { status: 'PENDING', note: 'DEST_ACC_INVALID' }), slip(3, { status: 'SUCCESS', note: 'NOT_MATCH' })];
    const { cards } = await openSlips();
    const [failed, pending, success] = cards();
    expect(failed).toHaveTextContent('Failed');
    expect(failed).not.toHaveTextContent('(');
    expect(pending).toHaveTextContent('Processing');
    expect(pending).not.toHaveTextContent('(');
    expect(success).toHaveTextContent('Successful');
    expect(success).not.toHaveTextContent('(');
    expect(success).toHaveTextContent('100.00฿');
    expect(success).toHaveTextContent('04/03/2026 05:06:07');
  });

  it('refreshes on demand', async () => {
    slips = [slip(1, { status: 'PENDING' })];
    const { user, dialog, cards } = await openSlips();
    slips = [slip(1, { status: 'SUCCESS' })];
    await user.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(cards()[0]).toHaveTextContent('Successful'));
    expect(asked).toEqual([1, 1]);
  });

  it('shows the image in a sheet, from the address the reference call gives, and closes back to its button', async () => {
    slips = [slip(7)];
    const references: string[] = [];
    let answer: (value?: unknown) => void = () => undefined;
    const answered = new Promise((resolve) => (answer = resolve));
    server.use(
      http.get(`${API}/api/statement/slip/reference/:reference`, async ({ params }) => {
        references.push(String(params.reference));
        await answered;
        return HttpResponse.json({ url: 'http://wallet.test/api/assets/uploads/slips/7.png' });
      }),
    );
    const { user, dialog } = await openSlips();
    const view = within(dialog).getByRole('button', { name: 'View image' });
    await user.click(view);
    // While the address is looked up the button keeps the focus: busy, not disabled (a disabled
    // button loses the focus in a browser, and the sheet could not give it back).
    await waitFor(() => expect(view).toHaveAttribute('aria-busy', 'true'));
    expect(view).toBeEnabled();
    await user.click(view);
    answer();
    const sheet = await screen.findByRole('dialog', { name: 'Slip image' });
    expect(within(sheet).getByRole('img', { name: 'The slip you uploaded' })).toHaveAttribute('src', 'http://wallet.test/api/assets/uploads/slips/7.png');
    expect(references).toEqual(['REF7']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Slip image' })).not.toBeInTheDocument());
    expect(view).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Deposit slips' })).toBeInTheDocument();
  });

  it('says so in the sheet when the image does not load', async () => {
    slips = [slip(7)];
    server.use(http.get(`${API}/api/statement/slip/reference/:reference`, () => HttpResponse.json({ url: '/api/assets/uploads/slips/gone.png' })));
    const { user, dialog } = await openSlips();
    await user.click(within(dialog).getByRole('button', { name: 'View image' }));
    const sheet = await screen.findByRole('dialog', { name: 'Slip image' });
    fireEvent.error(within(sheet).getByRole('img'));
    expect(await within(sheet).findByText('Slip image not available')).toBeInTheDocument();
  });

  it('says so when the image cannot be found', async () => {
    slips = [slip(8)];
    server.use(http.get(`${API}/api/statement/slip/reference/:reference`, () => refuse('NO_DATA', 404)));
    const { user, dialog } = await openSlips();
    await user.click(within(dialog).getByRole('button', { name: 'View image' }));
    expect(await screen.findByText('Slip image not available')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Slip image' })).not.toBeInTheDocument();
  });

  it('pages without a total or ids, as the spec gives slips: a full page offers the next, a short one ends', async () => {
    slips = SLIP_REASON_CODES.map((note, index) => slip(index, { _id: undefined, status: 'FAILED', note }));
    server.use(
      http.post(`${API}/api/statement/slip`, async ({ request }) => {
        const { page, limit } = (await request.json()) as { page: number; limit: number };
        asked.push(page);
        return HttpResponse.json({ slips: slips.slice((page - 1) * limit, page * limit).map(({ _id, ...rest }) => rest) });
      }),
    );
    const { user, dialog, cards } = await openSlips();
    expect(cards()).toHaveLength(10);
    await user.click(within(dialog).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(dialog).queryByRole('button', { name: 'Page 3' })).not.toBeInTheDocument();
    expect(asked).toEqual([1, 2]);
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)'])(
    'never shows an image address that is not a web address: %p',
    async (url) => {
      slips = [slip(9)];
      server.use(http.get(`${API}/api/statement/slip/reference/:reference`, () => HttpResponse.json({ url })));
      const { user, dialog } = await openSlips();
      await user.click(within(dialog).getByRole('button', { name: 'View image' }));
      expect(await screen.findByText("This link can't be opened: it doesn't lead to a web page.")).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Slip image' })).not.toBeInTheDocument();
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
    },
  );

  it('says the answer could not be read, with a retry, when the slips answer is not a list of slips', async () => {
    slips = [slip(1)];
    server.use(http.post(`${API}/api/statement/slip`, () => new HttpResponse(null, { status: 200 })));
    renderAccount(<SlipModal onClose={jest.fn()} />);
    expect(await screen.findByText("The server sent an answer this app can't read. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers a retry when the slips cannot be loaded', async () => {
    let fail = true;
    slips = [slip(1)];
    server.use(http.post(`${API}/api/statement/slip`, () => (fail ? refuse('INTERNAL_SERVER_ERROR', 500) : HttpResponse.json({ total: 1, slips }))));
    const user = userEvent.setup();
    renderAccount(<SlipModal onClose={jest.fn()} />);
    await screen.findByText('A server error occurred. Please try again later.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Deposit slips' })).toBeInTheDocument();
  });
});
