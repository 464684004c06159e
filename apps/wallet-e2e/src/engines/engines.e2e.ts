// The member journey (journey.ts) in WebKit and Firefox, each build (projects engines-th and
// engines-la, on servers of their own): the engines members use that the other browser tests
// (Chromium) never see. Service workers stay on, as members have them. Each engine is driven
// through its own driver (Playwright's WebKit and Firefox builds are not reachable here).
// E2E_ENGINES=webkit,firefox (the default; chromium for the reference screenshots) picks the
// engines. Screenshots: tmp/engines/<engine>-<build>/NN-step.png.
import { rmSync } from 'node:fs';
import type { Build } from '../support/browser';
import { api, newMember } from '../support/member';
import { stubDev } from '../support/stub';
import { launchChromium } from './chromium';
import type { Driver, EngineName } from './driver';
import { launchFirefox } from './firefox';
import { memberJourney, type JourneyPlan } from './journey';
import { buildTest as test } from '../support/test';
import { launchWebKit } from './webkit';

const LAUNCH: Record<EngineName, () => Promise<Driver>> = { webkit: launchWebKit, firefox: launchFirefox, chromium: launchChromium };
const engines = (process.env.E2E_ENGINES || 'webkit,firefox').split(',') as EngineName[];
const unknown = engines.filter((engine) => !(engine in LAUNCH));
if (unknown.length) throw new Error(`E2E_ENGINES: unknown ${unknown.join(', ')} (webkit, firefox, chromium)`);

/** Who walks each build, from the stand-in's state as the fixture has it. */
async function planFor(build: Build): Promise<JourneyPlan> {
  await stubDev(build, 'reset', {});
  if (build === 'th') {
    // The demo member: 1,500.00 in the wallet, seven game accounts, 12 coins.
    return { build, language: 'th', member: { phone: '0812345678', password: 'demo1234', wallet: 1500, game: 'PG' }, chat: { ask: 'ช่วยด้วยค่ะ', reply: 'ต้องการให้ช่วยเรื่องอะไรคะ' } };
  }
  // The Laos site's demo members hold kip, and no QR provider takes kip: the member here holds
  // baht (as a Laos member may choose at registration), with a lotto account open and a coin.
  const member = await newMember(build, 'Somphone Baht', 'BAHT');
  await api(build, 'GET', '/api/wallet/activate/HUAYHD', undefined, member.token);
  await stubDev(build, `member/${member.phone}/coins`, { coin: 1 });
  return { build, language: 'lo', member: { phone: member.phone, password: 'secret123', wallet: 0, game: 'HUAYHD' }, chat: { ask: 'ຊ່ວຍແດ່', reply: 'ຕ້ອງການໃຫ້ຊ່ວຍເລື່ອງຫຍັງ?' } };
}

for (const engine of engines) {
  test.describe(`the member journey in ${engine}`, () => {
    test('log in, total, copy, QR, transfers, statement, spin, chat, log out', async ({ build }) => {
      // The two engines' drivers, xvfb and the journey's waits need more than a Chromium test.
      test.setTimeout(300_000);
      const shots = `tmp/engines/${engine}-${build}`;
      rmSync(shots, { recursive: true, force: true });
      const plan = await planFor(build);
      const driver = await LAUNCH[engine]();
      try {
        await memberJourney(driver, plan, shots);
      } catch (error) {
        await driver.screenshot(`${shots}/failed.png`).catch(() => undefined);
        throw error;
      } finally {
        await driver.close();
      }
    });
  });
}
