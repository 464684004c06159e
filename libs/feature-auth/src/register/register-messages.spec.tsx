// Issue 38: a register message is about the step on screen; it never outlives the problem it names.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { API, field, fillBank, fillProfile, lookupHandlers, renderRegister, submitPhone } from './register-test-kit';

const server = setupServer(
  ...lookupHandlers(),
  http.post(`${API}/api/otp/send`, () => HttpResponse.json({ otpRef: 'REF1', otpToken: 'token-1', code: 'OK' })),
  http.post(`${API}/api/account/validate`, () => HttpResponse.json({ message: 'SUCCESS' })),
  http.post(`${API}/api/account`, () => HttpResponse.json({ message: 'SUCCESS' })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const LENGTH = 'The phone number must support 10 digits';
const MISMATCH = "Passwords don't match";

describe('register messages', () => {
  it('drops the phone length error once a valid number moves the member to the OTP step', async () => {
    server.use(...lookupHandlers({ registerOTP: true }));
    const user = userEvent.setup();
    renderRegister();
    await submitPhone(user, '081234567');
    expect(await screen.findByRole('alert')).toHaveTextContent(LENGTH);
    await user.type(field('Phone number'), '8');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Reference: REF1')).toBeInTheDocument();
    expect(screen.queryByText(LENGTH)).not.toBeInTheDocument();
  });

  it.each(['th', 'la'] as const)('%s build: drops "passwords don\'t match" once the passwords agree, and says success alone', async (region) => {
    const user = userEvent.setup();
    renderRegister({ region });
    await submitPhone(user);
    await screen.findByText('Step 2 of 3');
    await fillProfile(user, { password: 'secret1', confirm: 'secret2' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MISMATCH);
    await user.clear(field('Confirm password'));
    await user.type(field('Confirm password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Step 3 of 3');
    expect(screen.queryByText(MISMATCH)).not.toBeInTheDocument();
    await fillBank(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Registration successful. Please log in.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
