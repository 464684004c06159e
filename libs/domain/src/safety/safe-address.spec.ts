import fc from 'fast-check';
import { safeAddress, safeAddressOn, safeCssColour } from './safe-address';

const HOSTILE = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'JAVASCRIPT:alert(document.cookie)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2Zz4=',
  'vbscript:msgbox(1)',
  '//evil.example/x',
  '/\\evil.example',
  '\\\\evil.example',
  'http:evil.example',
  'https://',
  'mailto:a@b.test',
  'blob:https://a.test/x',
  'file:///etc/passwd',
  'relative/path.png',
  '',
  '   ',
];

describe('safeAddress', () => {
  it('keeps http(s) addresses and paths of this site', () => {
    expect(safeAddress('https://games.example/play?u=1')).toBe('https://games.example/play?u=1');
    expect(safeAddress('HTTP://games.example')).toBe('HTTP://games.example');
    expect(safeAddress('  https://a.test/x  ')).toBe('https://a.test/x');
    expect(safeAddress('/api/assets/banner.png')).toBe('/api/assets/banner.png');
    expect(safeAddress('/user/bonus')).toBe('/user/bonus');
  });

  it.each(HOSTILE)('refuses %p', (value) => {
    expect(safeAddress(value)).toBeNull();
  });

  it('refuses anything that is not a string', () => {
    for (const value of [null, undefined, 1, {}, ['https://a.test']]) expect(safeAddress(value)).toBeNull();
  });

  it('never lets a scheme other than http(s) through, whatever the case or padding', () => {
    const scheme = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9+.-]{0,9}$/).filter((s) => !/^https?$/i.test(s));
    fc.assert(
      fc.property(scheme, fc.string(), fc.stringMatching(/^[ \t\n]{0,3}$/), (name, rest, pad) => {
        expect(safeAddress(`${pad}${name}:${rest}`)).toBeNull();
      }),
    );
  });

  it('returns only values that start with http(s):// or one slash followed by neither slash', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const kept = safeAddress(value);
        if (kept !== null) expect(/^https?:\/\//i.test(kept) || /^\/(?![/\\])/.test(kept)).toBe(true);
      }),
    );
  });
});

describe('safeAddressOn', () => {
  it('resolves a path against the base and keeps absolute web addresses', () => {
    expect(safeAddressOn('https://api.test/', 'uploads/a.png')).toBe('https://api.test/uploads/a.png');
    expect(safeAddressOn('https://api.test', '/uploads/a.png')).toBe('https://api.test/uploads/a.png');
    expect(safeAddressOn('', '/uploads/a.png')).toBe('/uploads/a.png');
    expect(safeAddressOn('https://api.test', 'https://cdn.test/a.png')).toBe('https://cdn.test/a.png');
  });

  it.each(HOSTILE.filter((value) => value.trim() !== '' && value !== 'relative/path.png'))('refuses %p on any base', (value) => {
    expect(safeAddressOn('https://api.test', value)).toBeNull();
  });
});

describe('safeCssColour', () => {
  it('keeps plain colours', () => {
    for (const colour of ['#fff', '#FFD700', '#11223344', 'rgb(1, 2, 3)', 'rgba(1,2,3,0.5)', 'hsl(120deg 50% 50%)', 'gold']) {
      expect(safeCssColour(colour)).toBe(colour);
    }
  });

  it('refuses anything that could carry more than a colour', () => {
    for (const value of ['url(javascript:alert(1))', 'red; position: fixed', 'expression(alert(1))', '#ggg', '"red"', 'var(--x)', '', null, 3]) {
      expect(safeCssColour(value)).toBeNull();
    }
  });
});
