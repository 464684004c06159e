// Save QR (issue 29), in Thai, Lao and English: a member paying from the same
// phone saves the live code as a PNG for the bank app. Chromium here cannot share files, so the
// picture is downloaded; it must decode to the same payload as the code on screen. The stand-in's
// codes are pictures that encode nothing, so each test swaps the code in the stand-in's QR answers
// for a real QR code of a payload made from the code's id and amount: as markup (an SVG, the
// stand-in's own form) or as an image address of this site. An image that cannot be loaded gives a
// translated message and leaves the QR usable. Pictures and screenshots are kept in tmp/qr-save/.
// Each language and case runs in one build (issue 37): Lao in the Laos build, Thai and English in
// the Thai one; the builds differ in region config alone.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import qrcode from 'qrcode-generator';
import type { Browser, Locator, Page } from 'playwright-core';
import type { Build } from './support/browser';
import { makeQr } from './support/journeys';
import { api, memberPage, newMember, type Member } from './support/member';
import { test } from './support/test';
import { textsOf, type Language } from './support/texts';

const OUT = 'tmp/qr-save';
const QUIET = 4;

interface QrAnswer {
  qrcodeId: string;
  hasQrcode: boolean;
  qrcode: string;
  amount: number | string;
}

/** What the swapped-in code encodes: the stand-in's id and amount of the code. */
const payloadOf = (qr: Pick<QrAnswer, 'qrcodeId' | 'amount'>) => `wallet-deposit|${qr.qrcodeId}|${Number(qr.amount).toFixed(2)}`;

function modules(payload: string): boolean[][] {
  const code = qrcode(0, 'M');
  code.addData(payload);
  code.make();
  const count = code.getModuleCount();
  return Array.from({ length: count }, (_, row) => Array.from({ length: count }, (__, column) => code.isDark(row, column)));
}

/** The code as markup, drawn like the stand-in's own: a white square, black modules, a quiet zone. */
function qrSvg(payload: string): string {
  const grid = modules(payload);
  const side = grid.length + QUIET * 2;
  const path = grid.flatMap((cells, y) => cells.map((dark, x) => (dark ? `M${x + QUIET} ${y + QUIET}h1v1h-1z` : ''))).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" width="256" height="256" shape-rendering="crispEdges">` +
    `<rect width="${side}" height="${side}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  );
}

/** The code as a small PNG (4 pixels a module): the image form, scaled up on the saved picture. */
function qrPng(payload: string): Buffer {
  const grid = modules(payload);
  const scale = 4;
  const side = (grid.length + QUIET * 2) * scale;
  const png = new PNG({ width: side, height: side });
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const row = Math.floor(y / scale) - QUIET;
      const column = Math.floor(x / scale) - QUIET;
      const value = grid[row]?.[column] ? 0 : 255;
      png.data.set([value, value, value, 255], (y * side + x) * 4);
    }
  }
  return PNG.sync.write(png);
}

function decode(png: Buffer): { text: string | null; width: number; height: number } {
  const image = PNG.sync.read(png);
  const pixels = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length);
  return { text: jsQR(pixels, image.width, image.height)?.data ?? null, width: image.width, height: image.height };
}

type Form = 'markup' | 'image' | 'missing image';

/** The stand-in's QR answers with a real code in the given form; the image form served by this site at /e2e-qr/. */
async function realCodes(page: Page, form: Form): Promise<void> {
  await page.route('**/e2e-qr/*.png', async (route) => {
    const id = decodeURIComponent(new URL(route.request().url()).pathname.split('/').pop() ?? '').replace(/\.png$/, '');
    const [qrcodeId, amount] = id.split('_');
    if (form === 'missing image') return route.fulfill({ status: 404, body: '' });
    return route.fulfill({ status: 200, contentType: 'image/png', body: qrPng(payloadOf({ qrcodeId, amount })) });
  });
  await page.route('**/api/qrcode/KBANK', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as QrAnswer;
    if (answer.hasQrcode) {
      answer.qrcode = form === 'markup' ? qrSvg(payloadOf(answer)) : `/e2e-qr/${answer.qrcodeId}_${Number(answer.amount).toFixed(2)}.png`;
    }
    await route.fulfill({ response, json: answer });
  });
}

/**
 * Closes the page's context once its QR routes have let go: a poll of the QR still in a route
 * handler when the context closes would fail the test with 'Response has been disposed'.
 */
async function closePage(page: Page): Promise<void> {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.context().close();
}

async function openLiveQr(browser: Browser, build: Build, member: Member, language: Language, form: Form): Promise<{ page: Page; dialog: Locator; payload: string }> {
  const say = textsOf(language);
  // Service workers off: every QR answer passes through the page's routes.
  const page = await memberPage(browser, build, '/user/home', member.token, { language, serviceWorkers: 'block' });
  await realCodes(page, form);
  await page.getByRole('button', { name: say('wallet', 'home.tile.deposit'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: say('wallet', 'deposit.title') });
  await makeQr(dialog, '100.00', language);
  const qr = await api<QrAnswer>(build, 'GET', '/api/qrcode/KBANK', undefined, member.token);
  assert.equal(qr.hasQrcode, true);
  return { page, dialog, payload: payloadOf(qr) };
}

async function saveQr(page: Page, dialog: Locator, language: Language, name: string): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: textsOf(language)('wallet', 'deposit.qr.save') }).click()]);
  assert.equal(download.suggestedFilename(), 'deposit-qr-100.00.png');
  const file = `${OUT}/${name}.png`;
  await download.saveAs(file);
  return readFileSync(file);
}

test.beforeAll(() => mkdirSync(OUT, { recursive: true }));

test.describe('Save QR', () => {
  for (const language of ['th', 'lo', 'en'] as const) {
    test(`saves the code on screen as a PNG that decodes to the same payload (${language})`, { tag: language === 'lo' ? '@la' : '@th' }, async ({ browser, build }) => {
      const member = await newMember(build, 'Qr Saver', 'BAHT');
      const { page, dialog, payload } = await openLiveQr(browser, build, member, language, 'markup');
      const figure = dialog.getByRole('figure');
      await figure.locator('svg').waitFor();
      const onScreen = decode(await figure.locator('svg').screenshot());
      assert.equal(onScreen.text, payload, 'the code on screen decodes to the swapped-in payload');

      const saved = decode(await saveQr(page, dialog, language, `${build}-${language}-markup`));
      assert.equal(saved.text, payload, 'the saved picture decodes to the same payload');
      assert.ok(saved.height > saved.width, 'the amount and expiry sit under the code');
      const save = dialog.getByRole('button', { name: textsOf(language)('wallet', 'deposit.qr.save') });
      await save.waitFor();
      assert.equal(await save.isEnabled(), true);
      assert.equal(await dialog.getByRole('alert').count(), 0);

      await dialog.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${OUT}/${build}-${language}-390.png` });
      await page.setViewportSize({ width: 1280, height: 800 });
      await save.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${OUT}/${build}-${language}-1280.png` });
      await closePage(page);
    });
  }

  test('saves a code the server gives as an image address of this site', { tag: '@la' }, async ({ browser, build }) => {
    const member = await newMember(build, 'Qr Saver', 'BAHT');
    const { page, dialog, payload } = await openLiveQr(browser, build, member, 'en', 'image');
    const image = dialog.getByRole('img', { name: 'QR code to scan' });
    await image.waitFor();
    await page.waitForFunction(() => Array.from(document.querySelectorAll('figure img')).every((img) => (img as HTMLImageElement).complete));
    assert.equal(decode(await image.screenshot()).text, payload);
    assert.equal(decode(await saveQr(page, dialog, 'en', `${build}-en-image`)).text, payload);
    await closePage(page);
  });

  test('says a code image that cannot be loaded cannot be saved, and keeps the QR usable', { tag: '@th' }, async ({ browser, build }) => {
    const member = await newMember(build, 'Qr Saver', 'BAHT');
    const { page, dialog } = await openLiveQr(browser, build, member, 'en', 'missing image');
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await dialog.getByRole('button', { name: 'Save QR' }).click();
    await dialog.getByRole('alert').filter({ hasText: "This QR code can't be saved as a picture. Take a screenshot of it instead." }).waitFor();
    assert.equal(await dialog.getByRole('button', { name: 'Save QR' }).isEnabled(), true);
    assert.equal(await dialog.getByRole('button', { name: 'Cancel QR' }).isEnabled(), true);
    await dialog.getByRole('timer').waitFor();
    assert.equal(downloads, 0);
    await closePage(page);
  });
});
