// `node tools/scripts/app-icons.mjs`: draws the installable app's icons from the favicon
// (apps/shared-public/favicon.svg) in Chromium and writes them to apps/shared-public/icons/, where
// both builds serve them (the manifest names them: tools/vite/installable-app.mts). Run it after
// changing the favicon and commit the PNGs.
//  - icon-192.png, icon-512.png: the favicon as it is (rounded, transparent corners);
//  - icon-maskable-512.png: full-bleed navy with the mark inside the safe zone (the middle 80%
//    circle), for launchers that cut their own shape;
//  - apple-touch-icon.png (180): the same, opaque, for iOS home screens.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const PUBLIC_DIR = 'apps/shared-public';
const favicon = readFileSync(path.join(PUBLIC_DIR, 'favicon.svg'), 'utf8');

/** The favicon's mark on a full square of its ground colour, scaled into the maskable safe zone. */
function fullBleed(svg, scale) {
  const ground = /<rect[^>]*fill="(#[0-9a-f]{3,6})"[^>]*\/>/i.exec(svg);
  if (!ground) throw new Error('favicon.svg: expected a <rect> ground first');
  const [open] = /<svg[^>]*>/.exec(svg);
  const mark = svg.slice(ground.index + ground[0].length, svg.lastIndexOf('</svg>'));
  return `${open}<rect width="32" height="32" fill="${ground[1]}"/><g transform="translate(16 16) scale(${scale}) translate(-16 -16)">${mark}</g></svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(favicon, 0.8) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(favicon, 0.8) },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  mkdirSync(path.join(PUBLIC_DIR, 'icons'), { recursive: true });
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(`<body style="margin:0;background:transparent"><img src="${source}" width="${size}" height="${size}" style="display:block"></body>`);
    await page.locator('img').evaluate((image) => image.decode());
    const target = path.join(PUBLIC_DIR, 'icons', file);
    await page.screenshot({ path: target, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    console.log(`${target} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
