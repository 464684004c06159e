import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { STORAGE_KEYS } from '@wallet/config';
import { API, PHONE, field, fillProfile, lookupHandlers, refuse, renderRegister, submitPhone } from './register-test-kit';

const server = setupServer(...lookupHandlers());

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function stepList() {
  return within(screen.getByRole('navigation', { name: 'Register' })).getAllByRole('listitem').map((item) => item.textContent);
}

/** OTP on, with a send handler answering a fixed reference; returns the bodies it received. */
function otpOn(sendAnswers: Array<() => Response> = [() => HttpResponse.json({ otpRef: 'REF1', otpToken: 'token-1', code: 'OK' })]) {
  const sent: unknown[] = [];
  const verified: unknown[] = [];
  server.use(
    ...lookupHandlers({ registerOTP: true }),
    http.post(`${API}/api/otp/send`, async ({ request }) => {
      sent.push(await request.json());
      return (sendAnswers[sent.length - 1] ?? sendAnswers[sendAnswers.length - 1])();
    }),
    http.post(`${API}/api/otp/verify`, async ({ request }) => {
      const body = (await request.json()) as { otpCode: string };
      verified.push(body);
      return body.otpCode === '123456' ? HttpResponse.json({ message: 'OTP_CODE_VALID' }) : refuse('OTP_CODE_INVALID');
    }),
  );
  return { sent, verified };
}

describe('register wizard: phone step', () => {
  it('counts four named steps when OTP is on', async () => {
    otpOn();
    renderRegister();
    expect(await screen.findByText('Step 1 of 4')).toBeInTheDocument();
    await waitFor(() => expect(stepList()).toEqual(['1Phone number', '2Verify OTP', '3Profile', '4Bank account']));
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Phone number');
    expect(field('Phone number')).toHaveAttribute('inputmode', 'numeric');
  });

  it('refuses an empty or short phone with the 10-digit toast and sends nothing', async () => {
    const user = userEvent.setup();
    const { sent } = otpOn();
    renderRegister();
    await submitPhone(user, '');
    expect(await screen.findByRole('alert')).toHaveTextContent('The phone number must support 10 digits');
    await user.type(field('Phone number'), '081234567');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Said again, in place of the first: one message, not a stack of the same.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The phone number must support 10 digits'));
    expect(screen.getAllByText('The phone number must support 10 digits')).toHaveLength(1);
    expect(sent).toHaveLength(0);
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
  });

  it('keeps each register toast for 4 seconds', async () => {
    renderRegister();
    const next = screen.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toBeEnabled());
    // Fake timers only from here: the lookups above needed real ones.
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(next);
      expect(screen.getByText('The phone number must support 10 digits')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(3990));
      expect(screen.getByText('The phone number must support 10 digits')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(10));
      expect(screen.queryByText('The phone number must support 10 digits')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('has no length rule in the Laos build, only a required phone', async () => {
    const user = userEvent.setup();
    renderRegister({ region: 'la' });
    await submitPhone(user, '');
    expect(await screen.findByRole('alert')).toHaveTextContent('This field is required');
    await submitPhone(user, '20555');
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
  });

  it('skips the OTP step when OTP is off: three steps, no code sent', async () => {
    const user = userEvent.setup();
    renderRegister();
    await submitPhone(user);
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(stepList()).toEqual(['1Phone number', '2Profile', '3Bank account']);
    expect(screen.getByRole('heading', { name: 'Profile' })).toHaveFocus();
  });

  it('skips to the profile when the server says the phone is already verified', async () => {
    const user = userEvent.setup();
    otpOn([() => refuse('OTP_VERIFIED')]);
    renderRegister();
    await submitPhone(user);
    expect(await screen.findByText('Step 3 of 4')).toBeInTheDocument();
    expect(screen.getByLabelText('Profile name')).toBeInTheDocument();
  });

  it('stays on the phone with the translated message when sending fails', async () => {
    const user = userEvent.setup();
    otpOn([() => refuse('EXISTING_USER')]);
    renderRegister();
    await submitPhone(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('This phone number is already registered');
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
  });
});

describe('register wizard: server unreachable', () => {
  it('does not move on without the OTP flag: says the server cannot be reached and retries', async () => {
    const user = userEvent.setup();
    let down = true;
    server.use(http.get(`${API}/api/lookup/registerOTP`, () => (down ? HttpResponse.error() : HttpResponse.json({ registerOTP: true }))));
    renderRegister();
    expect(await screen.findByRole('alert')).toHaveTextContent("Can't reach the server. Check your internet connection and try again.");
    await user.type(field('Phone number'), PHONE);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
  });

  it('says so on the profile step when the sources cannot be loaded', async () => {
    const user = userEvent.setup();
    server.use(http.get(`${API}/api/lookup/sources`, () => new HttpResponse(null, { status: 502 })));
    renderRegister();
    await submitPhone(user);
    await screen.findByText('Step 2 of 3');
    expect(await screen.findByRole('alert')).toHaveTextContent("Can't reach the server");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('register wizard: OTP step', () => {
  it('shows the reference, refuses a wrong code, then verifies and moves to the profile', async () => {
    const user = userEvent.setup();
    const { sent, verified } = otpOn();
    renderRegister();
    await submitPhone(user);
    expect(await screen.findByText('Reference: REF1')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    expect(sent).toEqual([{ phoneNumber: PHONE }]);
    expect(field('OTP code')).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(field('OTP code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect OTP code');
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();

    await user.clear(field('OTP code'));
    await user.type(field('OTP code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Step 3 of 4')).toBeInTheDocument();
    expect(verified).toEqual([
      { otpToken: 'token-1', otpCode: '000000' },
      { otpToken: 'token-1', otpCode: '123456' },
    ]);
  });

  it('keeps the code across Back and Next with the same phone; a changed phone gets a new one', async () => {
    const user = userEvent.setup();
    const { sent } = otpOn([
      () => HttpResponse.json({ otpRef: 'REF1', otpToken: 'token-1', code: 'OK' }),
      () => HttpResponse.json({ otpRef: 'REF2', otpToken: 'token-2', code: 'OK' }),
    ]);
    renderRegister();
    await submitPhone(user);
    await screen.findByText('Reference: REF1');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByText('Step 1 of 4');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Reference: REF1')).toBeInTheDocument();
    expect(sent).toEqual([{ phoneNumber: PHONE }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.clear(await screen.findByLabelText('Phone number'));
    await submitPhone(user, '0899999999');
    expect(await screen.findByText('Reference: REF2')).toBeInTheDocument();
    expect(sent).toEqual([{ phoneNumber: PHONE }, { phoneNumber: '0899999999' }]);
  });

  it('shows the seconds left before a new code may be asked for, then resends', async () => {
    const user = userEvent.setup();
    otpOn([
      () => HttpResponse.json({ otpRef: 'REF1', otpToken: 'token-1', code: 'OK' }),
      () => HttpResponse.json({ otpRef: 'REF2', otpToken: 'token-2', code: 'OK' }),
    ]);
    renderRegister();
    await submitPhone(user);
    await screen.findByText('Reference: REF1');
    const waiting = screen.getByRole('button', { name: /^Resend code in (60|59) s$/ });
    expect(waiting).toBeDisabled();

    const sentAt = Date.now();
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => sentAt + 61_000);
    try {
      const resend = await screen.findByRole('button', { name: 'Resend code' });
      expect(resend).toBeEnabled();
      await user.click(resend);
      expect(await screen.findByText('Reference: REF2')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('A code has been sent to your phone');
    } finally {
      clock.mockRestore();
    }
  });

  it('lets a new code be asked for at once when the server says the code has expired', async () => {
    const user = userEvent.setup();
    otpOn();
    server.use(http.post(`${API}/api/otp/verify`, () => refuse('OTP_EXPIRED')));
    renderRegister();
    await submitPhone(user);
    await screen.findByText('Reference: REF1');
    expect(screen.getByRole('button', { name: /^Resend code in/ })).toBeDisabled();
    await user.type(field('OTP code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The OTP has expired. Please request a new code.');
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });
});

describe('register wizard: profile step', () => {
  it('stops silently on an empty field, marking the empty ones', async () => {
    const user = userEvent.setup();
    renderRegister();
    await submitPhone(user);
    await screen.findByText('Step 2 of 3');
    const validated = jest.fn(() => HttpResponse.json({ message: 'SUCCESS' }));
    server.use(http.post(`${API}/api/account/validate`, validated));
    await user.type(field('Profile name'), 'Somchai');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(validated).not.toHaveBeenCalled();
    expect(field('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Profile name')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
  });

  it("refuses different passwords with \"Passwords don't match\"", async () => {
    const user = userEvent.setup();
    renderRegister();
    await submitPhone(user);
    await screen.findByText('Step 2 of 3');
    await fillProfile(user, { password: 'secret1', confirm: 'secret2' });
    expect(field('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Passwords don't match");
  });

  it('sends the payload with empty bank fields and stays with the server message on refusal', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/api/account/validate`, async ({ request }) => {
        bodies.push(await request.json());
        return refuse('EXISTING_USER');
      }),
    );
    renderRegister();
    await submitPhone(user);
    await screen.findByText('Step 2 of 3');
    expect(field('Inviter code (optional)')).toHaveValue('PR123');
    await fillProfile(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This phone number is already registered');
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(bodies).toEqual([
      { name: 'Somchai', username: PHONE, password: 'secret1', sourceCode: 'FACEBOOK', inviteCode: 'PR123', bankCode: '', bankAccountName: '', bankAccountNo: '' },
    ]);
  });
});

describe('register wizard: inviter code', () => {
  it('keeps the code from ?code= in storage and prefills it on a later visit without it', async () => {
    const first = renderRegister({ route: '/register?code=PR777' });
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.inviteCode)).toBe('PR777'));
    first.unmount();
    const user = userEvent.setup();
    renderRegister({ route: '/register' });
    await submitPhone(user);
    await screen.findByText('Step 2 of 3');
    expect(field('Inviter code (optional)')).toHaveValue('PR777');
  });
});
