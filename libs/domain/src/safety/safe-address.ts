/**
 * Where an address from the server may take the member (issue 16, architecture: server content is
 * never trusted). Game links, auto-login answers, slip images, chat buttons and images, banner
 * links: each is opened, navigated to or shown only when it is an http(s) address or a path of
 * this site. Everything else (javascript:, data:, vbscript:, protocol-relative `//host` and its
 * backslash twin `/\host`, which browsers read the same way) is null, so the caller shows a
 * translated refusal instead.
 */
export function safeAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const address = value.trim();
  if (address === '' || [...address].some(isRefusedCharacter)) return null;
  if (/^https?:\/\//i.test(address)) return hasHost(address) ? address : null;
  if (/^\/(?!\/)/.test(address)) return address;
  return null;
}

/**
 * Control characters and inner spaces let 'java\tscript:' past a scheme test in some browsers;
 * browsers read a backslash as a slash, so none is taken anywhere.
 */
function isRefusedCharacter(character: string): boolean {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f || character === '\\' || /\s/.test(character);
}

function hasHost(address: string): boolean {
  try {
    const url = new URL(address);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * A server path made absolute against a base address (the API's, for chat files that the spec gives
 * as a path), then checked by safeAddress. An absolute http(s) value is kept as it is; a value that
 * is neither a path nor http(s) is null.
 */
export function safeAddressOn(base: string, value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const path = value.trim();
  if (path === '' || /^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//') || path.startsWith('/\\')) return safeAddress(path);
  const joined = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  return safeAddress(joined);
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTION_COLOUR = /^(?:rgba?|hsla?)\(\s*[-+0-9.%\s,/deg]+\)$/i;
const NAMED_COLOUR = /^[a-z]{3,20}$/i;

/**
 * A server colour (wheel slices, prizes) is used only when it is a plain CSS colour: a hex value,
 * rgb()/rgba()/hsl()/hsla() with numbers, or a colour name. Anything else (url(), expressions,
 * a value with ';' or quotes) is null and the caller keeps its own colour.
 */
export function safeCssColour(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const colour = value.trim();
  return HEX_COLOUR.test(colour) || FUNCTION_COLOUR.test(colour) || NAMED_COLOUR.test(colour) ? colour : null;
}
