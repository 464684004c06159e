// A QR-looking picture for a demo deposit: three finder squares and a grid of modules drawn from
// the code's id, so the same id always gives the same image. It encodes nothing (no real payment
// can be made with it), which is exactly what a stand-in should show.
import { hashString, seededRandom } from '../store/ids';

const SIZE = 25;
const QUIET = 2;

function isFinder(x: number, y: number): boolean {
  const inCorner = (cx: number, cy: number) => x >= cx && x < cx + 8 && y >= cy && y < cy + 8;
  return inCorner(0, 0) || inCorner(SIZE - 8, 0) || inCorner(0, SIZE - 8);
}

function finder(x: number, y: number): string {
  return `M${x} ${y}h7v7h-7z M${x + 1} ${y + 1}v5h5v-5z M${x + 2} ${y + 2}h3v3h-3z`;
}

/** SVG markup of the fake code for a QR id. */
export function qrSvg(id: string): string {
  const random = seededRandom(hashString(id));
  const modules: string[] = [];
  for (let y = 0; y < SIZE; y += 1) {
    for (let x = 0; x < SIZE; x += 1) {
      if (!isFinder(x, y) && random() < 0.5) modules.push(`M${x + QUIET} ${y + QUIET}h1v1h-1z`);
    }
  }
  const finders = [finder(QUIET, QUIET), finder(SIZE - 7 + QUIET, QUIET), finder(QUIET, SIZE - 7 + QUIET)];
  const side = SIZE + QUIET * 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" width="256" height="256" shape-rendering="crispEdges">` +
    `<rect width="${side}" height="${side}" fill="#fff"/>` +
    `<path fill="#000" fill-rule="evenodd" d="${finders.join(' ')}"/>` +
    `<path fill="#000" d="${modules.join('')}"/></svg>`
  );
}
