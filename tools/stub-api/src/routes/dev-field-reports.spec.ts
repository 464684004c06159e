import { MAX_KEPT } from '../field-reports/field-reports';
import { withTestServer } from '../spec-helpers';

const PATH = '/__dev/field-reports';

function batch(pageView = 'pv0001abcd', reports: unknown[] = [vital(), problem()]) {
  return {
    schema: 'wallet-field-reports/1',
    pageView,
    context: { region: 'th', version: '1.1.14', language: 'th', engine: 'chromium', connection: '4g' },
    reports,
  };
}

function vital(extra: Record<string, unknown> = {}) {
  return { kind: 'vital', route: '/user/home', name: 'LCP', value: 2100, rating: 'good', target: 'main>img.banner', ...extra };
}

function problem(extra: Record<string, unknown> = {}) {
  return { kind: 'unreadable-answer', route: '/user/statement', count: 2, call: 'getStatement', path: 'data.*.amount', ...extra };
}

const CSP_REPORT = {
  'csp-report': { 'document-uri': 'http://127.0.0.1:4300/login', 'violated-directive': 'script-src-elem', 'blocked-uri': 'inline' },
};
const REPORTING_API = [
  { type: 'csp-violation', age: 10, url: 'http://127.0.0.1:4300/login', user_agent: 'Chromium', body: { effectiveDirective: 'img-src', blockedURL: 'https://tracker.example' } },
];

describe('the field reports collector (/__dev/field-reports)', () => {
  const lines: string[] = [];
  const stub = withTestServer({ login: false, options: { fieldReportsLog: (line) => lines.push(line) } });

  const post = (body: unknown) => stub.server.call('POST', PATH, { body });
  /** A body as the browser sends it: its text with a content type of its own. */
  const send = (text: string, type?: string) => stub.server.call('POST', PATH, { raw: text, headers: type ? { 'Content-Type': type } : {} });
  const kept = async () => (await stub.server.call('GET', PATH)).body;

  beforeEach(async () => {
    expect((await stub.server.call('DELETE', PATH)).status).toBe(204);
    lines.length = 0;
  });

  it('accepts a batch that follows the schema, and lists it', async () => {
    expect(await post(batch())).toEqual({ status: 204, body: '' });
    expect(await kept()).toEqual({ batches: [batch()], browserReports: [] });
  });

  it("accepts sendBeacon's string (text/plain), a typed Blob and bytes without a content type", async () => {
    const json = (pageView: string) => JSON.stringify(batch(pageView));
    expect((await send(json('pv0001abcd'))).status).toBe(204); // a string body: text/plain;charset=UTF-8
    expect((await stub.server.call('POST', PATH, { raw: new Blob([json('pv0002abcd')], { type: 'application/json' }) })).status).toBe(204);
    expect((await stub.server.call('POST', PATH, { raw: new TextEncoder().encode(json('pv0003abcd')) })).status).toBe(204);
    expect((await kept()).batches.map((kept: { pageView: string }) => kept.pageView)).toEqual(['pv0001abcd', 'pv0002abcd', 'pv0003abcd']);
  });

  it.each([
    ['an extra property', { ...batch(), member: '0812345678' }],
    ['an extra property of a report', batch(undefined, [vital({ phone: '0812345678' })])],
    ['a route with a query', batch(undefined, [vital({ route: '/user/statement?x=1' })])],
    ['a kind not in the schema', batch(undefined, [problem({ kind: 'crash' })])],
    ['a vital of another name', batch(undefined, [vital({ name: 'FID' })])],
    ['no reports', batch(undefined, [])],
    ['another schema', { ...batch(), schema: 'wallet-field-reports/2' }],
    ['a page view id with capitals', batch('PV0001ABCD')],
    ['an empty object', {}],
  ])('refuses a batch with %s, with the schema errors, and keeps nothing', async (_case, body) => {
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('KEY_INVALID');
    expect(answer.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ instancePath: expect.any(String), message: expect.any(String) })]));
    expect(await kept()).toEqual({ batches: [], browserReports: [] });
    expect(lines).toEqual([]);
  });

  it('refuses a body that is not JSON, or none', async () => {
    expect(await send('{"schema": "wallet-field', 'text/plain')).toEqual({ status: 400, body: { message: 'KEY_INVALID' } });
    expect((await stub.server.call('POST', PATH)).status).toBe(400);
    expect(await kept()).toEqual({ batches: [], browserReports: [] });
  });

  it("keeps the browsers' own CSP reports as they came, in both formats", async () => {
    expect((await send(JSON.stringify(CSP_REPORT), 'application/csp-report')).status).toBe(204);
    expect((await send(JSON.stringify(REPORTING_API), 'application/reports+json')).status).toBe(204);
    expect(await kept()).toEqual({ batches: [], browserReports: [CSP_REPORT, ...REPORTING_API] });
    // Another kind of browser report is no CSP report, and no batch either.
    expect((await send(JSON.stringify([{ type: 'deprecation', body: {} }]), 'application/reports+json')).status).toBe(400);
  });

  it('leaves every other route as strict as it was about content types', async () => {
    const other = await stub.server.call('POST', '/__dev/site', { raw: JSON.stringify({ active: true }), headers: { 'Content-Type': 'application/csp-report' } });
    expect(other).toEqual({ status: 415, body: { message: 'KEY_INVALID' } });
  });

  it('forgets every batch and browser report on DELETE', async () => {
    await post(batch());
    await send(JSON.stringify(CSP_REPORT), 'application/csp-report');
    expect(await stub.server.call('DELETE', PATH)).toEqual({ status: 204, body: '' });
    expect(await kept()).toEqual({ batches: [], browserReports: [] });
  });

  it(`keeps the newest ${MAX_KEPT} batches`, async () => {
    for (let index = 0; index <= MAX_KEPT; index += 1) await post(batch(`pv${String(index).padStart(8, '0')}`, [vital()]));
    const { batches } = await kept();
    expect(batches).toHaveLength(MAX_KEPT);
    expect(batches[0].pageView).toBe('pv00000001');
    expect(batches[MAX_KEPT - 1].pageView).toBe(`pv${String(MAX_KEPT).padStart(8, '0')}`);
  });

  it('passes one line of counts so far after each accepted report', async () => {
    await post(batch('pv0001abcd', [vital(), vital({ name: 'CLS', value: 0.01 }), problem()]));
    await post(batch('pv0001abcd', [vital({ name: 'INP', value: 80 })]));
    await post({ ...batch(), extra: true });
    await post(batch('pv0002abcd', [problem({ kind: 'chunk-load', file: '/assets/home-abc.js' })]));
    await send(JSON.stringify(CSP_REPORT), 'application/csp-report');
    expect(lines).toEqual([
      'field reports: 2 vitals, 1 problem from 1 page view',
      'field reports: 3 vitals, 1 problem from 1 page view',
      'field reports: 3 vitals, 2 problems from 2 page views',
      'field reports: 3 vitals, 3 problems from 2 page views',
    ]);
  });
});
