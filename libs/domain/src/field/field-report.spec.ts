import fc from 'fast-check';
import {
  addressIn,
  batchesToRetry,
  connectionOf,
  engineOf,
  errorName,
  HELD_BATCH_MAX_TRIES,
  MOST_REPORTS_PER_BATCH,
  reportAddress,
  routePattern,
  schemaPath,
  scrubMessage,
  stackSource,
  withProblem,
  withVital,
  type FieldBatch,
  type FieldReport,
  type HeldBatch,
} from './field-report';

const KNOWN = ['/', '/login', '/user/home', '/user/statement', '/user/spin'];
const ORIGIN = 'https://wallet.example';

/** A member's values as they could turn up in an error: phone, amounts, account, a quoted name. */
const memberValue = fc.oneof(
  fc.stringMatching(/^0[689]\d{8}$/),
  fc.integer({ min: 0, max: 10_000_000 }).map((amount) => amount.toLocaleString('en-US')),
  fc.stringMatching(/^\d{3}-\d{3}-\d{4}$/),
  fc.constantFrom('"Somchai Jaidee"', "'BIG FIGURES'", '“ສົມພອນ”', 'Somchai Jaidee', 'สมชาย ใจดี', 'ສົມພອນ'),
  fc.webUrl({ withQueryParameters: true }),
);

describe('field reports', () => {
  it('scrubs every number, quoted part and address out of an error message, whatever surrounds it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), memberValue, fc.string({ maxLength: 40 }), (before, value, after) => {
        const scrubbed = scrubMessage(`${before} ${value} ${after}`);
        expect(scrubbed).not.toMatch(/\p{N}/u);
        for (const word of value.replace(/^["'“]|["'”]$/g, '').split(' ')) expect(scrubbed).not.toContain(word);
        expect(scrubbed.length).toBeLessThanOrEqual(200);
      }),
      { numRuns: 1000 },
    );
    expect([errorName('TypeError'), errorName('Error: Somchai 0812345678'), errorName(undefined)]).toEqual(['TypeError', 'Error', 'Error']);
    expect(scrubMessage("Cannot read properties of undefined (reading 'amount')")).toBe('Cannot read properties of undefined (reading …');
    expect(scrubMessage('Transfer of 1,005,409.78 to 772-288-3273 failed')).toBe('… of # to # failed');
    expect(scrubMessage('Somchai Jaidee has no account')).toBe('… has no account');
    expect(scrubMessage('Failed to fetch')).toBe('Failed to fetch');
  });

  it("names a route by the app's own pattern, and anything else '/*'", () => {
    expect(routePattern('/user/home/', KNOWN)).toBe('/user/home');
    expect(routePattern('/', KNOWN)).toBe('/');
    fc.assert(fc.property(fc.webPath(), (path) => expect([...KNOWN, '/*']).toContain(routePattern(path, KNOWN))));
    expect(routePattern('/user/0812345678', KNOWN)).toBe('/*');
  });

  it('names an address by its path on the site, by origin and path elsewhere, never with its query', () => {
    expect(reportAddress('https://wallet.example/assets/home-x1.js?v=1#a', ORIGIN)).toBe('/assets/home-x1.js');
    expect(reportAddress('https://cdn.example/a/b.png?token=abc', ORIGIN)).toBe('https://cdn.example/a/b.png');
    expect(reportAddress('inline', ORIGIN)).toBe('inline');
    expect(reportAddress('data:text/html,hello', ORIGIN)).toBe('data');
    fc.assert(fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => expect(reportAddress(url, ORIGIN)).not.toMatch(/[?#]/)));
  });

  it('names the script an import could not load, and where an error was thrown', () => {
    expect(addressIn('Failed to fetch dynamically imported module: https://wallet.example/assets/spin-Ab1.js', ORIGIN)).toBe('/assets/spin-Ab1.js');
    expect(addressIn('Importing a module script failed.', ORIGIN)).toBe('unknown');
    expect(stackSource('TypeError: x\n    at render (https://wallet.example/assets/home-x1.js?v=2:1:2345)\n    at y', ORIGIN)).toBe('/assets/home-x1.js:1:2345');
    expect(stackSource('render@https://wallet.example/assets/home-x1.js:3:40\n', ORIGIN)).toBe('/assets/home-x1.js:3:40');
    expect(stackSource(undefined, ORIGIN)).toBeUndefined();
  });

  it("names where an answer's schema failed with list positions as '*'", () => {
    expect(schemaPath(['slots', 3, 'amount'])).toBe('slots.*.amount');
    expect(schemaPath(['rows', '12'])).toBe('rows.*');
    expect(schemaPath([])).toBe('(answer)');
  });

  it('tells the engine and the connection apart, nothing else', () => {
    expect(engineOf('Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36')).toBe('chromium');
    expect(engineOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0 Mobile/15E148 Safari/604.1')).toBe('webkit');
    expect(engineOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toBe('webkit');
    expect(engineOf('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe('gecko');
    expect(engineOf('curl/8')).toBe('other');
    expect(connectionOf('4g')).toBe('4g');
    expect(connectionOf(undefined)).toBe('unknown');
    expect(connectionOf('wifi')).toBe('unknown');
  });

  it('counts a repeated problem in one report and keeps a batch to its size', () => {
    const kinds = fc.constantFrom('a.js', 'b.js', 'c.js');
    fc.assert(
      fc.property(fc.array(kinds, { maxLength: 80 }), (files) => {
        const reports = files.reduce<FieldReport[]>((list, file) => withProblem(list, { kind: 'chunk-load', route: '/user/home', file }), []);
        expect(reports.length).toBe(new Set(files).size);
        expect(reports.reduce((sum, report) => sum + (report.kind === 'vital' ? 0 : report.count), 0)).toBe(files.length);
      }),
    );
    let many: FieldReport[] = [];
    for (let index = 0; index < MOST_REPORTS_PER_BATCH + 5; index += 1) many = withProblem(many, { kind: 'chunk-load', route: '/', file: `/assets/${index}.js` });
    expect(many).toHaveLength(MOST_REPORTS_PER_BATCH);
  });

  it("keeps a page view's last value of each vital", () => {
    const first = withVital([], { kind: 'vital', route: '/user/home', name: 'CLS', value: 0.01, rating: 'good' });
    const later = withVital(first, { kind: 'vital', route: '/user/home', name: 'CLS', value: 0.2, rating: 'needs-improvement' });
    expect(later).toEqual([{ kind: 'vital', route: '/user/home', name: 'CLS', value: 0.2, rating: 'needs-improvement' }]);
  });

  it('tries a held batch on the next page views within a day, three times at most', () => {
    const batch = { pageView: 'abcdefgh' } as FieldBatch;
    const now = Date.UTC(2026, 10, 29);
    const held: HeldBatch[] = [
      { batch, heldAt: now - 60_000, tries: 0 },
      { batch, heldAt: now - 25 * 60 * 60_000, tries: 0 },
      { batch, heldAt: now - 60_000, tries: HELD_BATCH_MAX_TRIES },
      { batch, heldAt: now + 60 * 60_000, tries: 0 },
    ];
    expect(batchesToRetry(held, now)).toEqual([{ batch, heldAt: now - 60_000, tries: 1 }]);
    fc.assert(
      fc.property(fc.array(fc.record({ heldAt: fc.integer({ min: now - 3 * 86_400_000, max: now }), tries: fc.nat(5) })), (entries) => {
        for (const entry of batchesToRetry(entries.map((entry) => ({ ...entry, batch })), now)) {
          expect(entry.tries).toBeLessThanOrEqual(HELD_BATCH_MAX_TRIES);
          expect(now - entry.heldAt).toBeLessThanOrEqual(86_400_000);
        }
      }),
    );
  });
});
