import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CALLS, callPath, type CallName } from './calls';
import { baseApi } from './index';

const SPEC = path.resolve(__dirname, '../../../../shared/spec/wallet-spec.md');

/** Section 7 of the specification: every `/api/...` path it names, with its method where it gives one. */
function specCalls(): { method: string | null; path: string }[] {
  const text = readFileSync(SPEC, 'utf8');
  const section = text.slice(text.indexOf('## 7. The calls it makes'), text.indexOf('## 8.'));
  const calls: { method: string | null; path: string }[] = [];
  // A path runs until white space or punctuation, but a {parameter} may hold spaces.
  const apiPath = String.raw`(\/api\/(?:\{[^}]*\}|[^\s,:(){}])+)`;
  for (const line of section.split('\n')) {
    const explicit = [...line.matchAll(new RegExp(String.raw`\b(GET|POST|PUT|DELETE) ` + apiPath, 'g'))];
    explicit.forEach(([, method, found]) => calls.push({ method, path: found }));
    const lookupRow = line.match(/^\| (\/api\/lookup\/\w+) \|/);
    if (lookupRow) calls.push({ method: 'GET', path: lookupRow[1] });
    // Lines that list paths after a colon: the QR methods and the two auto-login shapes.
    if (/^- (QR|Auto-login)/.test(line)) {
      [...line.matchAll(new RegExp(apiPath, 'g'))].forEach(([found]) => calls.push({ method: null, path: found }));
    }
  }
  return calls;
}

// Both sides write parameters in braces; the names differ ({providerCode or qrcodeId}), so compare shapes.
const shape = (apiPath: string) => apiPath.replace(/\{[^}]*\}/g, '{}').replace(/\/$/, '').replace(/\.$/, '');

describe('the call catalogue', () => {
  const catalogue = Object.values(CALLS).map((call) => ({ method: call.method, path: shape(call.path) }));

  it('has every call of spec section 7', () => {
    const found = specCalls();
    expect(found.length).toBeGreaterThan(60);
    const missing = found.filter(
      ({ method, path: specPath }) => !catalogue.some((call) => call.path === shape(specPath) && (method === null || call.method === method)),
    );
    expect(missing).toEqual([]);
  });

  it('has an RTK Query endpoint for every call', () => {
    const endpoints = Object.keys(baseApi.endpoints);
    // The two auto-login shapes are one endpoint: gameLink asks the path domain's gameLoginRoute picks.
    const servedBy: Partial<Record<CallName, string>> = { autoLogin: 'gameLink', autoLoginWithPassword: 'gameLink' };
    expect((Object.keys(CALLS) as CallName[]).filter((name) => !endpoints.includes(servedBy[name] ?? name))).toEqual([]);
  });

  it('fills and encodes path parameters, and refuses a missing one', () => {
    expect(callPath('activateGame', { code: 'PG' })).toBe('/api/wallet/activate/PG');
    expect(callPath('slipUrl', { reference: 'a/b c' })).toBe('/api/statement/slip/reference/a%2Fb%20c');
    expect(() => callPath('activateGame')).toThrow(/code/);
  });
});
