import { noteFieldProblem, STORAGE_KEYS } from '@wallet/config';
import type { FieldBatch } from '@wallet/domain';
import { startFieldReports } from './field-reporter';

// web-vitals needs a real browser's performance entries: here each metric is handed in by the test.
const reportVital: Record<string, (metric: unknown) => void> = {};
jest.mock('web-vitals/attribution', () =>
  Object.fromEntries(['onLCP', 'onINP', 'onCLS', 'onFCP', 'onTTFB'].map((name) => [name, (callback: (metric: unknown) => void) => (reportVital[name.slice(2)] = callback)])),
);

/** A member's values, planted where a careless reporter could pick them up. */
const MEMBER = { token: 'eyJhbGciOiJIUzI1NiJ9.secret-token', phone: '0812345678', name: 'Somchai Jaidee', amount: '1,005,409.78', account: '772-288-3273' };

const CONTEXT = { region: 'th', version: '1.2.3', language: 'th', engine: 'webkit', connection: 'unknown' } as const;
const CONFIG = { region: 'th', appVersion: '1.2.3', fieldVitalsSample: 1 } as const;
const at = (path: string) => window.history.replaceState(null, '', path);

function hidePage() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('field reporter', () => {
  const sent: string[] = [];
  beforeEach(() => {
    sent.length = 0;
    localStorage.clear();
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    Object.defineProperty(navigator, 'sendBeacon', { value: (_url: string, body: string) => sent.push(body) > 0, configurable: true });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it("sends one batch as the page is hidden: the vitals of the arrival's route and each failure counted, nothing of the member", () => {
    localStorage.setItem(STORAGE_KEYS.token, MEMBER.token);
    at('/user/statement');
    noteFieldProblem({ kind: 'unhandled', error: new TypeError(`Cannot transfer ${MEMBER.amount} to '${MEMBER.name}' at ${MEMBER.phone}`) });
    startFieldReports({ url: '/collect', config: CONFIG, arrivalPath: '/user/home', language: () => 'th' });
    at('/user/statement?phone=0812345678');
    reportVital.LCP({ name: 'LCP', value: 1234, rating: 'good', navigationType: 'navigate', attribution: { target: 'main>button.card', url: `https://wallet.example/api/assets/games/bg.svg?phone=${MEMBER.phone}` } });
    reportVital.CLS({ name: 'CLS', value: 0.01, rating: 'good', navigationType: 'navigate', attribution: {} });
    noteFieldProblem({ kind: 'unreadable-answer', call: 'getWallet', keys: ['slots', 2, 'amount'] });
    noteFieldProblem({ kind: 'unreadable-answer', call: 'getWallet', keys: ['slots', 5, 'amount'] });
    noteFieldProblem({ kind: 'chunk-load', reason: `TypeError: Failed to fetch dynamically imported module: ${window.location.origin}/assets/spin-Ab1.js?t=${MEMBER.token}` });
    noteFieldProblem({ kind: 'error-boundary', error: new Error(`${MEMBER.name} has no account ${MEMBER.account}`) });
    hidePage();

    expect(sent).toHaveLength(1);
    for (const value of Object.values(MEMBER)) expect(sent[0]).not.toContain(value);
    const batch = JSON.parse(sent[0]) as FieldBatch;
    expect(batch).toMatchObject({ schema: 'wallet-field-reports/1', context: CONTEXT });
    expect(batch.reports).toEqual([
      { kind: 'unhandled', route: '/user/statement', count: 1, name: 'TypeError', message: 'Cannot transfer # to …' },
      { kind: 'vital', route: '/user/home', name: 'LCP', value: 1234, rating: 'good', navigationType: 'navigate', target: 'main>button.card', resource: 'https://wallet.example/api/assets/games/bg.svg' },
      { kind: 'vital', route: '/user/home', name: 'CLS', value: 0.01, rating: 'good', navigationType: 'navigate' },
      { kind: 'unreadable-answer', route: '/user/statement', count: 2, call: 'getWallet', path: 'slots.*.amount' },
      { kind: 'chunk-load', route: '/user/statement', count: 1, file: '/assets/spin-Ab1.js' },
      { kind: 'error-boundary', route: '/user/statement', count: 1, name: 'Error', message: '… has no account #' },
    ]);
  });

  it('keeps a batch that cannot leave for the next page view, which sends it first', () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    at('/user/home');
    startFieldReports({ url: '/collect', config: { ...CONFIG, fieldVitalsSample: 0 }, arrivalPath: '/user/home', language: () => 'th' });
    noteFieldProblem({ kind: 'chunk-load', reason: 'Importing a module script failed.' });
    hidePage();
    expect(sent).toHaveLength(0);
    expect(localStorage.getItem(STORAGE_KEYS.fieldReportsHeld)).toContain('chunk-load');

    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    at('/user/home');
    startFieldReports({ url: '/collect', config: { ...CONFIG, fieldVitalsSample: 0 }, arrivalPath: '/user/home', language: () => 'th' });
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]).reports).toEqual([{ kind: 'chunk-load', route: '/user/home', count: 1, file: 'unknown' }]);
    expect(localStorage.getItem(STORAGE_KEYS.fieldReportsHeld)).toBeNull();
  });
});
