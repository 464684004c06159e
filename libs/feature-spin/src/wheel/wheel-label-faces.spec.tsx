import { act, screen } from '@testing-library/react';
import type { SpinSlice } from '@wallet/api';
import { createTestStore, withStore } from '@wallet/api/testing';
import { RegionProvider, regionFromEnv } from '@wallet/config';
import { darkTheme } from '@wallet/ui';
import { renderWithUi } from '@wallet/ui/testing';
import { SpinWheel } from './spin-wheel';

const slice = (code: string, label: string): SpinSlice => ({ code, label, bgColor: '#f94144', textColor: '#ffffff', htmlDescription: '' });
const SLICES = [slice('COIN1', '+1 เหรียญ'), slice('GIFT', 'กล่องของขวัญ'), slice('C20', '20 ฿')];

/** A canvas context that records the labels written on it and ignores every other call. */
function recordingCanvas() {
  const written: string[] = [];
  const state: Record<string | symbol, unknown> = {
    fillText: (text: string) => written.push(text),
    measureText: (text: string) => ({ width: text.length * 6 }),
  };
  const context = new Proxy(state, {
    get: (target, key) => (key in target ? target[key] : () => undefined),
    set: (target, key, value) => ((target[key] = value), true),
  });
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  return written;
}

/** document.fonts whose faces are missing until `arrive` is called. */
function pendingFonts() {
  let arrive: () => void = () => undefined;
  const load = jest.fn((_font: string, _text: string) => new Promise<FontFace[]>((resolve) => (arrive = () => resolve([]))));
  Object.defineProperty(document, 'fonts', { configurable: true, value: { check: () => false, load } });
  return { load, arrive: () => arrive() };
}

afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(document, 'fonts');
});

it('paints the labels again once the faces of their scripts have loaded', async () => {
  const written = recordingCanvas();
  const fonts = pendingFonts();
  const config = regionFromEnv({ VITE_REGION: 'th' });
  renderWithUi(<SpinWheel slices={SLICES} coins={1} />, {
    theme: darkTheme,
    wrap: (children) => <RegionProvider config={config}>{withStore(createTestStore({ apiBase: 'http://wallet.test' }))(children)}</RegionProvider>,
  });
  await screen.findByRole('img', { name: 'Prize wheel' });
  const firstPaint = written.length;
  expect(firstPaint).toBeGreaterThan(0);
  // The faces asked for are those of the labels' own text, in the wheel's font stack.
  expect(fonts.load).toHaveBeenCalledWith(expect.stringContaining('Noto Sans Thai'), expect.stringContaining('กล่องของขวัญ'));
  expect(fonts.load.mock.calls[0][1]).toContain('+1 เหรียญ');

  await act(async () => fonts.arrive());

  const repaint = written.slice(firstPaint).join(' ');
  expect(repaint).toContain('เหรียญ');
  expect(repaint).toContain('กล่อง');
});
