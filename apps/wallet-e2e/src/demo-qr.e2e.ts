// Issue 38 item 12, the stand-in's QR providers as a member meets them, in Thai, Lao and English
// (each language in one build, issue 37: Lao in the Laos build, Thai and English in the Thai one):
// each provider's brand reads as its owner writes it, in every language, and the demo code on screen is a real QR code a phone can scan, carrying a harmless demo text
// (decoded here from a screenshot of the code, as a phone's camera would read it). Screenshots of
// the open code are kept in tmp/demo-qr/.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { makeQr, openDeposit } from './support/journeys';
import { newMember } from './support/member';
import { test } from './support/test';
import { text, type Language } from './support/texts';

/** The QR providers of the stand-in, as their owners write them. */
const BRANDS = ['WW Payment', 'Paytimz', 'Payonex', 'ZPay'];
const LANGUAGES: Language[] = ['th', 'lo', 'en'];
const OUT = 'tmp/demo-qr';

function decode(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length), image.width, image.height)?.data ?? null;
}

test.describe("the stand-in's QR providers (issue 38 item 12)", () => {
  for (const language of LANGUAGES) {
    test(`names each brand as its owner writes it, and shows a code that scans to a demo text (${language})`, { tag: language === 'lo' ? '@la' : '@th' }, async ({ browser, build }) => {
      const member = await newMember(build, 'Qr Scanner', 'BAHT');
      const { page, dialog } = await openDeposit(browser, build, member, language);
      await dialog.getByRole('tab', { name: text(language, 'wallet', 'deposit.method.qr') }).click();
      const providers = dialog.getByLabel(text(language, 'wallet', 'deposit.qr.provider'));
      const names = (await providers.locator('option').allTextContents()).map((name) => name.trim());
      assert.deepEqual(names.slice(1), BRANDS);

      await makeQr(dialog, '100.00', language);
      const code = dialog.getByRole('figure').locator('svg');
      await code.waitFor();
      const scanned = decode(await code.screenshot());
      mkdirSync(OUT, { recursive: true });
      await page.screenshot({ path: `${OUT}/${build}-${language}.png` });
      assert.match(scanned ?? '', /^Wallet Demo: a demo deposit QR code \(\w+\)\. It is not a payment and nothing can be paid with it\.$/);
      await page.context().close();
    });
  }
});
