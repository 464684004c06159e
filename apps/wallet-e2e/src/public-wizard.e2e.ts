// The register wizard keeps its place (Back, reload) and the public screens say when the server
// cannot be reached; the how-to samples come with the build itself.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { openPage, pathOf } from './support/browser';
import { BUILDS } from './support/builds';
import { freshPhone, stubDev } from './support/stub';
import { test } from './support/test';
import { text } from './support/texts';

const WIZARD_KEY = 'wallet.registerWizard';
const UNREACHABLE = text('en', 'errors', 'network.connection');

async function reference(page: Page): Promise<string> {
  const line = page.getByText(/^Reference: /);
  await line.waitFor();
  return (await line.innerText()).trim();
}

/** The dev proxy's answer when the stand-in API is down: 502 with an empty body. */
function serverAway(page: Page) {
  return page.route('**/api/**', (route) => route.fulfill({ status: 502, body: '' }));
}

test.describe('the register wizard keeps its place', () => {
  test('Back keeps the code, a reload keeps the step and what was typed', async ({ browser, build }) => {
    const phone = freshPhone();
    const page = await openPage(browser, build, '/register', { language: 'en' });
    await page.getByLabel('Phone number').fill(phone);
    await page.getByRole('button', { name: 'Next' }).click();
    const sentRef = await reference(page);

    // Back and forth with the same phone: the same code, no 'wait about 1 minute'.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    assert.equal(await reference(page), sentRef);
    assert.equal(await page.getByRole('alert').count(), 0);

    // A reload on the OTP step: the same code, and Resend still waits out its minute.
    await page.reload();
    assert.equal(await reference(page), sentRef);
    const resend = page.getByRole('button', { name: /^Resend code in \d+ s$/ });
    assert.equal(await resend.isDisabled(), true);

    const otp = (await stubDev(build, `otp/${phone}`)) as { code: string };
    await page.getByLabel('OTP code').fill(otp.code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByLabel('Profile name').fill('Reload Member');
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm password').fill('secret123');
    await page.getByLabel('How did you hear about us?').selectOption('FACEBOOK');

    // A reload on the profile step keeps the name and the source, not the passwords.
    await page.reload();
    await page.locator('option[value="FACEBOOK"]').waitFor({ state: 'attached' });
    assert.equal(await page.getByLabel('Profile name').inputValue(), 'Reload Member');
    assert.equal(await page.getByLabel('How did you hear about us?').inputValue(), 'FACEBOOK');
    assert.equal(await page.getByLabel('Password', { exact: true }).inputValue(), '');
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm password').fill('secret123');
    await page.getByRole('button', { name: 'Next' }).click();

    const bank = build === 'la' ? 'BCEL' : 'KBANK';
    const accountNo = phone.replace(/^09/, '66');
    await page.getByLabel('Bank', { exact: true }).selectOption(bank);
    await page.getByLabel('Account number').fill(accountNo);
    await page.getByLabel('First name').fill('somchai');
    await page.getByLabel('Last name').fill('jaidee');
    const stored = await page.evaluate((key) => window.sessionStorage.getItem(key) ?? '', WIZARD_KEY);
    assert.ok(stored.includes(accountNo) && !stored.includes('secret123'), 'the wizard is stored without the passwords');

    // A reload on the bank step: the bank data stays, the passwords are asked again here.
    await page.reload();
    // The bank list arrives after the page: the kept choice shows once its option exists.
    await page.locator(`option[value="${bank}"]`).waitFor({ state: 'attached' });
    assert.equal(await page.getByLabel('Bank', { exact: true }).inputValue(), bank);
    assert.equal(await page.getByLabel('Account number').inputValue(), accountNo);
    assert.equal(await page.getByLabel('Last name').inputValue(), 'JAIDEE');
    await page.getByLabel('Password', { exact: true }).fill('secret456');
    await page.getByLabel('Confirm password').fill('secret456');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Registration successful. Please log in.').waitFor();
    await page.waitForURL('**/login', { timeout: 5_000 });
    assert.equal(await page.evaluate((key) => window.sessionStorage.getItem(key), WIZARD_KEY), null);

    // The login form comes filled with the number just registered; the password typed after
    // the reload is the one the account got.
    await page.waitForFunction((expected) => (document.querySelector('input[autocomplete="username"]') as HTMLInputElement | null)?.value === expected, phone);
    assert.equal(await page.getByLabel('Phone number').inputValue(), phone);
    await page.getByLabel('Password', { exact: true }).fill('secret456');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/user/home');
    await page.context().close();
  });
});

test.describe('an unreachable server is said so', () => {
  test('registration waits for the OTP flag, says why and retries', { tag: '@th' }, async ({ browser, build }) => {
    const page = await openPage(browser, build, '/login', { language: 'en' });
    await serverAway(page);
    await page.goto(`${BUILDS[build].baseUrl}/register`);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.equal((await alert.innerText()).trim(), UNREACHABLE);
    await page.getByLabel('Phone number').fill(freshPhone());
    assert.equal(await page.getByRole('button', { name: 'Next' }).isDisabled(), true);

    await page.unroute('**/api/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await alert.waitFor({ state: 'detached' });
    // The alert goes as the retry starts; Next waits for the flag's answer.
    await page.getByRole('button', { name: 'Next', disabled: false }).waitFor();
    await page.context().close();
  });

  test('login says the server cannot be reached, in the language on screen', { tag: '@la' }, async ({ browser, build }) => {
    const page = await openPage(browser, build, '/login');
    await serverAway(page);
    await page.getByLabel(text('lo', 'auth', 'login.username')).fill('0812345678');
    await page.getByLabel(text('lo', 'auth', 'login.password'), { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: text('lo', 'auth', 'login.submit') }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.equal((await alert.innerText()).trim(), text('lo', 'errors', 'network.connection'));
    assert.equal(pathOf(page), '/login');
    await page.context().close();
  });
});

test.describe('the how-to videos', () => {
  test('play from the samples the build ships, with the API away', async ({ browser, build }) => {
    const page = await openPage(browser, build, '/howto', { language: 'en' });
    await serverAway(page);
    await page.reload();
    const firstVideo = page.locator('video').first();
    await firstVideo.waitFor({ state: 'attached' });
    assert.match((await firstVideo.getAttribute('src')) ?? '', /^\/howto\/use-wallet\.mp4/);
    // The page itself fetches the sample and its poster from the app, not through the API.
    const answers = await page.evaluate(async () =>
      Promise.all(['/howto/use-wallet.mp4', '/howto/poster.svg'].map(async (path) => {
        const response = await fetch(path);
        return [response.status, response.headers.get('content-type')?.split(';')[0]];
      })),
    );
    assert.deepEqual(answers, [
      [200, 'video/mp4'],
      [200, 'image/svg+xml'],
    ]);
    await page.context().close();
  });
});
