// WebKit, Safari's engine (every iPhone browser is WebKit): Debian's WebKitWebDriver drives its
// MiniBrowser on a virtual display (xvfb-run), and WebdriverIO speaks classic WebDriver to it.
// The driver is started here on a free port; nothing is downloaded.
import { spawn } from 'node:child_process';
import { remote } from 'webdriverio';
import { driverOf, PHONE, type Driver, type EnginePrimitives } from './driver';
import { freePort, untilAnswers } from './ports';

export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

export async function launchWebKit(): Promise<Driver> {
  const port = await freePort();
  // Its own process group: closing stops xvfb-run, the display and the driver together.
  // A display of a phone's size: MiniBrowser's window with its toolbar is never narrower than 447 px,
  // full screen it is the page alone.
  const display = `-screen 0 ${PHONE.width}x${PHONE.height}x24`;
  const server = spawn('xvfb-run', ['--auto-servernum', `--server-args=${display}`, 'WebKitWebDriver', `--port=${port}`], { stdio: 'ignore', detached: true });
  const stopServer = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  try {
    await untilAnswers(`http://127.0.0.1:${port}/status`);
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'error',
      capabilities: {
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', '--full-screen'] },
      } as WebdriverIO.Capabilities,
    });
    await browser.setWindowSize(PHONE.width, PHONE.height);
    const viewport = (await browser.execute('return [window.innerWidth, window.innerHeight]')) as [number, number];
    if (viewport.join('x') !== `${PHONE.width}x${PHONE.height}`) throw new Error(`MiniBrowser's page is ${viewport.join('x')}, not a phone's ${PHONE.width}x${PHONE.height}`);

    const primitives: EnginePrimitives<WebdriverIO.Element> = {
      engine: 'webkit',
      open: async (url) => {
        await browser.url(url);
      },
      element: async (expression) => {
        const found = (await browser.execute(`return ${expression}`)) as Record<string, string> | null;
        return found && ELEMENT_KEY in found ? await browser.$(found as never).getElement() : null;
      },
      value: async <T>(expression: string) => (await browser.execute(`return ${expression}`)) as T,
      click: async (element) => {
        await element.click();
      },
      type: async (element, text) => {
        await element.click();
        await element.addValue(text);
      },
      choose: (element, value) => element.selectByAttribute('value', value),
      screenshot: async (file) => {
        await browser.saveScreenshot(file);
      },
      close: async () => {
        await browser.deleteSession().catch(() => undefined);
        stopServer();
      },
    };
    return driverOf(primitives);
  } catch (error) {
    stopServer();
    throw error;
  }
}
