import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { API, PHONE, field, fillBank, lookupHandlers, reachBankStep, renderRegister, submitPhone } from './register-test-kit';
import { REGISTER_WIZARD_STORAGE_KEY } from './wizard-storage';

const sent: unknown[] = [];
const created: unknown[] = [];
const server = setupServer(
  ...lookupHandlers(),
  http.post(`${API}/api/account/validate`, () => HttpResponse.json({ message: 'SUCCESS' })),
  http.post(`${API}/api/account`, async ({ request }) => {
    created.push(await request.json());
    return HttpResponse.json({ message: 'SUCCESS' });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  sent.length = 0;
  created.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const stored = () => window.sessionStorage.getItem(REGISTER_WIZARD_STORAGE_KEY) ?? '';

describe('register wizard: a reload', () => {
  it('returns to the OTP step with the code already sent, without asking for another', async () => {
    server.use(
      ...lookupHandlers({ registerOTP: true }),
      http.post(`${API}/api/otp/send`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ otpRef: 'REF1', otpToken: 'token-1', code: 'OK' });
      }),
    );
    const user = userEvent.setup();
    const first = renderRegister();
    await submitPhone(user);
    await screen.findByText('Reference: REF1');
    first.unmount();

    renderRegister();
    expect(await screen.findByText('Reference: REF1')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();
    expect(sent).toHaveLength(1);
  });

  it('keeps the bank step and everything typed except the passwords, asks for them again, and is cleared after registering', async () => {
    const user = userEvent.setup();
    const first = renderRegister();
    await reachBankStep(user);
    await fillBank(user, { bankCode: 'KTB', accountNo: '9876543210', firstName: 'ann', lastName: 'lee' });
    expect(stored()).toContain('9876543210');
    expect(stored()).not.toContain('secret1');
    first.unmount();

    renderRegister({ route: '/register' });
    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Bank' })).toHaveValue('KTB');
    expect(field('Account number')).toHaveValue('9876543210');
    expect(field('First name')).toHaveValue('ANN');
    expect(field('Last name')).toHaveValue('LEE');
    expect(screen.getByText(/the password isn't kept when the page reloads/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(field('Password')).toHaveAttribute('aria-invalid', 'true'));
    expect(created).toHaveLength(0);

    await user.type(field('Password'), 'secret2');
    await user.type(field('Confirm password'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(created).toEqual([expect.objectContaining({ username: PHONE, name: 'Somchai', password: 'secret2', inviteCode: 'PR123', bankCode: 'KTB' })]));
    await waitFor(() => expect(stored()).toBe(''));
  });

  it('starts afresh when nothing was stored', async () => {
    renderRegister();
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    expect(field('Phone number')).toHaveValue('');
  });
});
