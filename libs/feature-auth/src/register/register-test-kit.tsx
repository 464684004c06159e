// Shared set-up of the register wizard specs: lookups, rendering and the steps a member walks.
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { createTestStore, withStore } from '@wallet/api/testing';
import { RegionProvider, regionFromEnv, type RegionCode } from '@wallet/config';
import { renderWithUi } from '@wallet/ui/testing';
import { RegisterPage } from './register-page';

export const API = 'http://wallet.test';
export const PHONE = '0812345678';

export const BANKS = [
  { code: 'BBL', nameTH: 'ธนาคารกรุงเทพ' },
  { code: 'SCB', nameTH: 'ธนาคารไทยพาณิชย์' },
  { code: 'KTB', nameTH: 'ธนาคารกรุงไทย' },
  { code: 'KBANK', nameTH: 'ธนาคารกสิกรไทย' },
];
export const SOURCES = [
  { code: 'FACEBOOK', description: 'Facebook' },
  { code: 'FRIEND', description: 'A friend' },
];

/** The three lookups the wizard asks for on arrival. */
export function lookupHandlers({ registerOTP = false }: { registerOTP?: boolean } = {}) {
  return [
    http.get(`${API}/api/lookup/registerOTP`, () => HttpResponse.json({ registerOTP })),
    http.get(`${API}/api/lookup/banks`, () => HttpResponse.json(BANKS)),
    http.get(`${API}/api/lookup/sources`, () => HttpResponse.json(SOURCES)),
  ];
}

/** An error answer as the server sends it: the code in `message`. */
export function refuse(code: string, status = 400) {
  return HttpResponse.json({ message: code }, { status });
}

/** `login` draws /login (a stand-in paragraph 'login page' unless given). */
export function renderRegister({ region = 'th', route = '/register?code=PR123', login = <p>login page</p> }: { region?: RegionCode; route?: string; login?: ReactElement } = {}) {
  const config = regionFromEnv({ VITE_REGION: region, VITE_KIP_PER_BAHT: '650' });
  return renderWithUi(
    <Routes>
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/login" element={login} />
    </Routes>,
    {
      route,
      wrap: (children) => <RegionProvider config={config}>{withStore(createTestStore({ apiBase: API }))(children)}</RegionProvider>,
    },
  );
}

export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** Types the phone and presses Next once the OTP flag has arrived (Next waits for it). */
export async function submitPhone(user: UserEvent, phone = PHONE) {
  if (phone) await user.type(field('Phone number'), phone);
  const next = screen.getByRole('button', { name: 'Next' });
  await waitFor(() => expect(next).toBeEnabled());
  await user.click(next);
}

export async function fillProfile(user: UserEvent, { name = 'Somchai', password = 'secret1', confirm }: { name?: string; password?: string; confirm?: string } = {}) {
  await user.type(field('Profile name'), name);
  await user.type(field('Password'), password);
  await user.type(field('Confirm password'), confirm ?? password);
  await user.selectOptions(screen.getByRole('combobox', { name: 'How did you hear about us?' }), 'FACEBOOK');
}

/** OTP off: phone, then a valid profile the server accepts, landing on the bank step. */
export async function reachBankStep(user: UserEvent) {
  await submitPhone(user);
  await screen.findByText('Step 2 of 3');
  await fillProfile(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByText('Step 3 of 3');
}

export async function fillBank(user: UserEvent, { bankCode = 'SCB', accountNo = '1234567890', firstName = ' somchai ', lastName = 'jaidee ' } = {}) {
  if (bankCode) await user.selectOptions(screen.getByRole('combobox', { name: 'Bank' }), bankCode);
  if (accountNo) await user.type(field('Account number'), accountNo);
  if (firstName) await user.type(field('First name'), firstName);
  if (lastName) await user.type(field('Last name'), lastName);
}
