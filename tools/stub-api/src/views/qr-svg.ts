// The picture of a demo deposit code: a real QR code (spec section 3: the QR state's qrcode is
// markup) that a phone can scan, carrying a harmless demo text instead of a payment, so a member
// trying the demo with a phone reads what it is rather than getting nothing.
import qrcode from 'qrcode-generator';

/** Modules of white around the code, as scanners expect. */
const QUIET = 4;

/** What the demo code of a QR id says when scanned: no account, no amount, nothing to pay. */
export function demoQrText(id: string): string {
  return `Wallet Demo: a demo deposit QR code (${id}). It is not a payment and nothing can be paid with it.`;
}

/** SVG markup of the demo code for a QR id: a white square, black modules, a quiet zone. */
export function qrSvg(id: string): string {
  const code = qrcode(0, 'M');
  code.addData(demoQrText(id));
  code.make();
  const count = code.getModuleCount();
  const modules: string[] = [];
  for (let y = 0; y < count; y += 1) {
    for (let x = 0; x < count; x += 1) {
      if (code.isDark(y, x)) modules.push(`M${x + QUIET} ${y + QUIET}h1v1h-1z`);
    }
  }
  const side = count + QUIET * 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" width="256" height="256" shape-rendering="crispEdges">` +
    `<rect width="${side}" height="${side}" fill="#fff"/>` +
    `<path fill="#000" d="${modules.join('')}"/></svg>`
  );
}
