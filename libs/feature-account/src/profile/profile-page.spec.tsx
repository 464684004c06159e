import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { accountHandlers, API, BANKS, PROFILE, refuse, renderAccount, startServer } from '../testing/account-test-kit';
import { memberCode } from '@wallet/domain';
import { ProfilePage } from './profile-page';

// Two cores shared by several test runs: lazily loaded modals can take seconds to appear.

const server = startServer(...accountHandlers());

async function openProfile() {
  const user = userEvent.setup();
  renderAccount(<ProfilePage />);
  await screen.findByText(memberCode(PROFILE._id));
  return user;
}

describe('the profile page', () => {
  it('shows the member and the bank account (name, number, since, username, Thai bank name, 3-3-rest account number)', async () => {
    await openProfile();
    const personal = screen.getByRole('region', { name: 'Personal information' });
    expect(within(personal).getByText('Somchai')).toBeInTheDocument();
    // Change password is named on screen, not only behind an icon.
    expect(within(personal).getByRole('button', { name: 'Change password' })).toHaveTextContent('Change password');
    expect(within(personal).getByText('02/01/2026 03:04:05')).toBeInTheDocument();
    expect(within(personal).getAllByText('0812345678')).toHaveLength(2);
    const bank = screen.getByRole('region', { name: 'Bank account' });
    expect(within(bank).getByText('SOMCHAI JAIDEE')).toBeInTheDocument();
    expect(await within(bank).findByText('ธนาคารกสิกรไทย')).toBeInTheDocument();
    expect(within(bank).getByText('123-456-7890')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Bank account', 'Edit profile', 'Kasikornbank', 'Siam Commercial Bank'],
    ['lo', 'ບັນຊີທະນາຄານ', 'ແກ້ໄຂໂປຣໄຟລ໌', 'Kasikornbank', 'Siam Commercial Bank'],
    ['th', 'บัญชีธนาคาร', 'แก้ไขโปรไฟล์', 'ธนาคารกสิกรไทย', 'ธนาคารไทยพาณิชย์'],
  ] as const)('names banks in the member language (%s): the English name of the bank list where it is not Thai', async (locale, section, edit, kbank, scb) => {
    const english: Record<string, string> = { KBANK: 'Kasikornbank', SCB: 'Siam Commercial Bank' };
    server.use(http.get(`${API}/api/lookup/banks`, () => HttpResponse.json(BANKS.map((bank) => ({ ...bank, nameEN: english[bank.code] })))));
    const user = userEvent.setup();
    renderAccount(<ProfilePage />, { locale });
    const bank = await screen.findByRole('region', { name: section });
    expect(await within(bank).findByText(kbank)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: edit }));
    const dialog = await screen.findByRole('dialog', { name: edit });
    expect(within(dialog).getByRole('option', { name: scb })).toBeInTheDocument();
    // A bank the list gives no English name keeps the name given.
    expect(within(dialog).getByRole('option', { name: 'ธนาคารกรุงไทย' })).toBeInTheDocument();
  });

  it('shows a short member code on one line, not the 24-character database id', async () => {
    server.use(http.get(`${API}/api/account/profile`, () => HttpResponse.json({ ...PROFILE, _id: '64f0a1b2c3d4e5f601234567' })));
    renderAccount(<ProfilePage />);
    expect(await screen.findByText('01234567')).toBeInTheDocument();
    expect(screen.queryByText('64f0a1b2c3d4e5f601234567')).not.toBeInTheDocument();
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    let fail = true;
    server.use(http.get(`${API}/api/account/profile`, () => (fail ? refuse('INTERNAL_SERVER_ERROR', 500) : HttpResponse.json(PROFILE))));
    const user = userEvent.setup();
    renderAccount(<ProfilePage />);
    await screen.findByText('A server error occurred. Please try again later.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(memberCode(PROFILE._id))).toBeInTheDocument();
  });
});

describe('change password (spec sections 5 and 8)', () => {
  const sent: unknown[] = [];
  beforeEach(() => {
    sent.length = 0;
    server.use(
      http.put(`${API}/api/account/changepwd`, async ({ request }) => {
        const body = (await request.json()) as { oldPassword: string };
        sent.push(body);
        return body.oldPassword === 'demo1234' ? HttpResponse.json({ message: 'SUCCESS' }) : refuse('WRONG_PASSWORD');
      }),
    );
  });

  async function openModal() {
    const user = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    const fill = async (old: string, next: string, confirm: string) => {
      for (const [label, value] of [['Current password', old], ['New password', next], ['Confirm new password', confirm]] as const) {
        await user.clear(within(dialog).getByLabelText(label));
        if (value) await user.type(within(dialog).getByLabelText(label), value);
      }
      await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    };
    return { dialog, fill };
  }

  it.each([
    ['', 'newpass1', 'newpass1'],
    ['demo1234', '', 'newpass1'],
    ['demo1234', 'newpass1', ''],
  ])('sends nothing while a field is empty (%p, %p, %p)', async (old, next, confirm) => {
    const { dialog, fill } = await openModal();
    await fill(old, next, confirm);
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("says 'password not equal' inline and sends nothing when the new password and its confirmation differ", async () => {
    const { dialog, fill } = await openModal();
    await fill('demo1234', 'newpass1', 'newpass2');
    expect(within(dialog).getByText("The new password and its confirmation don't match")).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('shows a server error in an alert titled with the error label', async () => {
    const { fill } = await openModal();
    await fill('wrong-one', 'newpass1', 'newpass1');
    const alert = await screen.findByRole('alertdialog', { name: 'Change password failed' });
    expect(alert).toHaveTextContent('Incorrect password');
  });

  it('closes with a toast on success', async () => {
    const { dialog, fill } = await openModal();
    await fill('demo1234', 'newpass1', 'newpass1');
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(sent).toEqual([{ oldPassword: 'demo1234', newPassword: 'newpass1' }]);
  });
});

describe('edit profile (the registration rules)', () => {
  async function openModal() {
    const user = await openProfile();
    await screen.findByText('ธนาคารกสิกรไทย');
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit profile' });
    return { user, dialog };
  }

  it('sends trimmed, upper-cased names and refreshes the profile', async () => {
    const sent: unknown[] = [];
    let profile = PROFILE;
    server.use(
      http.get(`${API}/api/account/profile`, () => HttpResponse.json(profile)),
      http.put(`${API}/api/account/profile`, async ({ request }) => {
        const body = (await request.json()) as typeof PROFILE;
        sent.push(body);
        profile = { ...profile, ...body };
        return HttpResponse.json({ message: 'SUCCESS' });
      }),
    );
    const { user, dialog } = await openModal();
    expect(within(dialog).getByLabelText('Account holder first name')).toHaveValue('SOMCHAI');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), '  Somsak ');
    await user.selectOptions(within(dialog).getByLabelText('Bank'), 'SCB');
    await user.clear(within(dialog).getByLabelText('Account holder last name'));
    await user.type(within(dialog).getByLabelText('Account holder last name'), ' rakdee ');
    await user.clear(within(dialog).getByLabelText('Account number'));
    await user.type(within(dialog).getByLabelText('Account number'), '987-654-3210');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Somsak', bankCode: 'SCB', bankAccountName: 'SOMCHAI RAKDEE', bankAccountNo: '9876543210' }]);
    expect(await screen.findByText('SOMCHAI RAKDEE')).toBeInTheDocument();
    expect(screen.getByText('987-654-3210')).toBeInTheDocument();
  });

  it('asks for an English holder name for KTB and sends nothing', async () => {
    const { user, dialog } = await openModal();
    await user.selectOptions(within(dialog).getByLabelText('Bank'), 'KTB');
    await user.clear(within(dialog).getByLabelText('Account holder first name'));
    await user.type(within(dialog).getByLabelText('Account holder first name'), 'สมชาย');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Bank account name must be in English only')).toBeInTheDocument();
    // No handler answers the update here: a request would fail the test (msw) and open an alert.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("translates the server's refusal in an alert titled with the error label", async () => {
    server.use(http.put(`${API}/api/account/profile`, () => refuse('EXISTING_BANK')));
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Profile update failed' });
    expect(alert).toHaveTextContent('This bank account is already registered');
  });
});
