import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { TOKEN_STORAGE_KEY } from '@wallet/api';
import { createTestStore, withStore } from '@wallet/api/testing';
import { renderWithUi } from '@wallet/ui/testing';
import { LoginPage } from './login-page';

const API = 'http://wallet.test';
let loginBodies: unknown[] = [];
const server = setupServer(
  http.get(`${API}/api/lookup/active`, () => HttpResponse.json({ message: 'active' })),
  http.post(`${API}/api/login`, async ({ request }) => {
    const body = (await request.json()) as { username: string; password: string };
    loginBodies.push(body);
    return body.password === 'demo1234' ? HttpResponse.json({ token: 'member-token' }) : HttpResponse.json({ message: 'WRONG_CREDENTIAL' }, { status: 400 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  loginBodies = [];
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());

function renderLogin(locale: 'en' | 'th' | 'lo' = 'en', state?: unknown) {
  return renderWithUi(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/user" element={<p>member area</p>} />
    </Routes>,
    { route: '/login', routeState: state, locale, wrap: withStore(createTestStore({ apiBase: API })) },
  );
}

const phone = () => screen.getByLabelText('Phone number');
const password = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: 'Log in' });

describe('LoginPage', () => {
  // Issue 40 item 8: a session ended for inactivity says so on /login, and only that one.
  it.each([
    ['en', 'You were logged out because you were away for a while.'],
    ['th', 'คุณออกจากระบบแล้ว เพราะไม่ได้ใช้งานสักพัก'],
    ['lo', 'ທ່ານອອກຈາກລະບົບແລ້ວ ເພາະບໍ່ໄດ້ໃຊ້ງານໄລຍະໜຶ່ງ'],
  ] as const)('says why after a logout for inactivity, in %s', async (locale, why) => {
    renderLogin(locale, { endedBy: 'inactivity' });
    expect(await screen.findByRole('status')).toHaveTextContent(why);
  });

  it.each([
    ['a logout', undefined],
    ['a registration', { phone: '0812345678' }],
  ])('says nothing of a time-out after %s', (_cause, state) => {
    renderLogin('en', state);
    expect(screen.queryByText(/away for a while/)).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks for both fields before sending anything', async () => {
    renderLogin();
    await userEvent.type(phone(), '0812345678');
    await userEvent.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your phone number and password');
    expect(loginBodies).toEqual([]);
  });

  it('shows the translated server error inline and clears it when the member types', async () => {
    const { i18n } = renderLogin();
    await userEvent.type(phone(), '0812345678');
    await userEvent.type(password(), 'wrong');
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n.t('errors:code.WRONG_CREDENTIAL'));
    await userEvent.type(password(), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('re-words an error on screen when the member switches language', async () => {
    const { i18n } = renderLogin();
    await userEvent.type(phone(), '0812345678');
    await userEvent.type(password(), 'wrong');
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect phone number or password');
    await act(() => i18n.changeLanguage('lo'));
    expect(screen.getByRole('alert')).toHaveTextContent(i18n.t('errors:code.WRONG_CREDENTIAL'));
    await userEvent.clear(screen.getByLabelText(i18n.t('auth:login.password')));
    await userEvent.click(screen.getByRole('button', { name: i18n.t('auth:login.submit') }));
    expect(screen.getByRole('alert')).toHaveTextContent(i18n.t('auth:login.required'));
    await act(() => i18n.changeLanguage('th'));
    expect(screen.getByRole('alert')).toHaveTextContent(i18n.t('auth:login.required'));
    expect(screen.getByRole('alert').textContent).toMatch(/\p{Script=Thai}/u);
  });

  it.each([
    ['no connection', () => HttpResponse.error()],
    ['a gateway with the API away', () => new HttpResponse(null, { status: 502 })],
  ])('says the server cannot be reached on %s, and stores nothing', async (_case, answer) => {
    server.use(http.post(`${API}/api/login`, answer));
    renderLogin();
    await userEvent.type(phone(), '0812345678');
    await userEvent.type(password(), 'demo1234');
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent("Can't reach the server. Check your internet connection and try again.");
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.queryByText('member area')).not.toBeInTheDocument();
  });

  it('stores a remembered token persistently and goes to /user', async () => {
    renderLogin();
    await userEvent.type(phone(), ' 0812345678 ');
    await userEvent.type(password(), 'demo1234');
    await userEvent.click(submit());
    expect(await screen.findByText('member area')).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('member-token');
    expect(loginBodies).toEqual([{ username: '0812345678', password: 'demo1234' }]);
  });

  it("keeps the token for this session only when 'remember' is unticked", async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.type(phone(), '0812345678');
    await userEvent.type(password(), 'demo1234');
    await userEvent.click(submit());
    await screen.findByText('member area');
    expect(window.sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('member-token');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('sends one request however often the button is pressed while it is in flight', async () => {
    // The answer waits for the test, not for a time: on a busy machine both taps land while it is held.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.post(`${API}/api/login`, async () => {
      loginBodies.push('held');
      await held;
      return HttpResponse.json({ token: 't' });
    }));
    renderLogin();
    await userEvent.type(phone(), '0812345678');
    await userEvent.type(password(), 'demo1234');
    await userEvent.dblClick(submit());
    expect(submit()).toBeDisabled();
    answer();
    await screen.findByText('member area');
    expect(loginBodies).toEqual(['held']);
  });

  it('speaks Thai in the Thai locale', () => {
    const { i18n } = renderLogin('th');
    expect(screen.getByRole('heading')).toHaveTextContent(i18n.t('auth:login.title'));
    expect(screen.getByRole('heading').textContent).toMatch(/\p{Script=Thai}/u);
  });
});
