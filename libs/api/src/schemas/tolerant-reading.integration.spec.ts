/**
 * Tolerant reading (issue 24), over every answer schema of the catalogue: the stand-in's own
 * answers from its fixture, changed one field at a time as a real backend may send it (null,
 * absent, an unknown text, a numeric text, an extra field), must still be read, the changed row
 * shown or left out and counted, every other row as it was. Only the fields listed in
 * ESSENTIAL_FIELDS, the ones a screen cannot work without, make the answer unreadable, and a
 * missing one always does: the screen then says 'unexpected answer' with a retry. A block the
 * screen is shown without (SHOWN_WITHOUT) that is null, absent or unreadable goes alone.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { takeFieldProblems, type FieldProblem } from '@wallet/config';
import { readSuccess } from '../base-query';
import { CALLS, type CallName } from '../calls';
import { readingOf } from '../call-request';
import { startStubApi, type StubApiProcess } from '../stub-api-process';
import { ESSENTIAL_FIELDS, SHOWN_WITHOUT } from './essential-fields';
import { standInAnswers, type StandInAnswer } from './stand-in-answers';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/** Calls no screen reads (spec section 7: 'defined but unused'): their answers are passed on as sent. */
const PASSED_ON: ReadonlySet<CallName> = new Set(['checkBonusMinimum', 'currentPromotion']);

type Change = { kind: 'null' } | { kind: 'absent' } | { kind: 'unknown'; text: string } | { kind: 'numeric'; text: string } | { kind: 'extra'; key: string; value: Json };

let stub: StubApiProcess;
let answers: Record<CallName, StandInAnswer>;

beforeAll(async () => {
  stub = await startStubApi();
  answers = await standInAnswers(stub.url, stub.dev);
}, 60_000);
afterAll(() => stub.stop());

/** Every place of an answer: each field of each object, and each row of each list. */
function placesOf(value: Json, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => [[...path, index], ...placesOf(item, [...path, index])]);
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => [[...path, key], ...placesOf(item, [...path, key])]);
  return [];
}

const pattern = (path: Path) => path.map((step) => (typeof step === 'number' ? '*' : step)).join('.');

function valueAt(root: Json, path: Path): Json {
  return path.reduce<Json>((value, step) => (value as Record<string | number, Json>)[step], root);
}

/** The answer with one change at `path`: a field set, removed or given a sibling; a row set. */
function changed(root: Json, path: Path, change: Change): Json {
  const copy = structuredClone(root);
  const parent = valueAt(copy, path.slice(0, -1)) as Record<string | number, Json>;
  const last = path[path.length - 1];
  switch (change.kind) {
    case 'null':
      parent[last] = null;
      break;
    case 'absent':
      delete parent[last];
      break;
    case 'unknown':
    case 'numeric':
      parent[last] = change.text;
      break;
    case 'extra':
      if (!Array.isArray(parent)) parent[change.key] = change.value;
      break;
  }
  return copy;
}

/**
 * The places where two readings differ, as paths of the reading: a list of the same length is
 * compared row by row; one a row shorter, the row left out (the rest equal, in order); any other
 * difference is the place itself.
 */
function differences(before: unknown, after: unknown, path: Path = []): Path[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length === after.length) return before.flatMap((row, index) => differences(row, after[index], [...path, index]));
    if (before.length === after.length + 1) {
      const gone = before.findIndex((row, index) => !equal(row, after[index]));
      if (equal([...before.slice(0, gone), ...before.slice(gone + 1)], after)) return [[...path, gone]];
    }
    return [path];
  }
  if (isObject(before) && isObject(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)].filter((key) => key !== 'leftOut'));
    return [...keys].flatMap((key) => differences(before[key], after[key], [...path, key]));
  }
  return equal(before, after) ? [] : [path];
}

/**
 * The unit a change may touch: a block the call's screen is shown without (SHOWN_WITHOUT), which
 * goes whole; else the row it is in (its first list index); else the field itself.
 */
function unitOf(call: CallName, path: Path): Path {
  const block = (SHOWN_WITHOUT[call] ?? []).find((name) => path[0] === name);
  if (block !== undefined) return [block];
  const row = path.findIndex((step) => typeof step === 'number');
  return row === -1 ? path : path.slice(0, row + 1);
}

const within = (path: Path, prefix: Path) => prefix.every((step, index) => path[index] === step);

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
/** Deep equality as toEqual judges it: a field that is undefined is one that is absent. */
function equal(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => equal(item, b[index]));
  if (!isObject(a) || !isObject(b)) return false;
  const keys = (value: Record<string, unknown>) => Object.keys(value).filter((key) => value[key] !== undefined);
  const [aKeys, bKeys] = [keys(a), keys(b)];
  return aKeys.length === bKeys.length && aKeys.every((key) => equal(a[key], b[key]));
}

/** Rows and rows left out of every answer object that counts them: shown plus left out never changes. */
function rowsCounted(value: unknown): number {
  if (!isObject(value)) return 0;
  const lists = Object.values(value).filter(Array.isArray);
  return typeof value.leftOut === 'number' ? lists.reduce((sum, list) => sum + list.length, value.leftOut) : 0;
}

function hasNaN(value: unknown): boolean {
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.some(hasNaN);
  if (isObject(value)) return Object.values(value).some(hasNaN);
  return false;
}

/** The call's answer as the client holds it, or null when it does not have the call's shape. */
function read(call: CallName, body: unknown): unknown {
  const result = v.safeParse(readingOf(CALLS[call]).answer, body);
  return result.success ? result.output : null;
}

/** Each answer's reading as the stand-in sent it. */
const readings = new Map<CallName, unknown>();

/** Where a place of the answer as sent is in its reading: the same, but a bare list is read as `{<key>: list}` (the bonus list). */
function readingPath(body: Json, reading: unknown, path: Path): Path {
  if (!Array.isArray(body) || Array.isArray(reading) || !isObject(reading)) return path;
  const key = Object.keys(reading).find((name) => Array.isArray(reading[name]));
  return key === undefined ? path : [key, ...path];
}

/** The changes of one place, the texts and extra fields drawn by fast-check. */
function changeArbitrary(original: Json): fc.Arbitrary<Change> {
  const numeric = typeof original === 'number' ? fc.constant(String(original)) : fc.integer({ min: -1e9, max: 1e9 }).map((cents) => (cents / 100).toFixed(2));
  return fc.oneof(
    fc.constant<Change>({ kind: 'null' }),
    fc.constant<Change>({ kind: 'absent' }),
    fc.string({ minLength: 1, maxLength: 12 }).map((text): Change => ({ kind: 'unknown', text: `zz-${text}` })),
    numeric.map((text): Change => ({ kind: 'numeric', text })),
    fc.tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.jsonValue()).map(([key, value]): Change => ({ kind: 'extra', key: `x-${key}`, value: value as Json })),
  );
}

/** What one change must give: the property of issue 24. */
function checkChange(call: CallName, body: Json, path: Path, change: Change): void {
  const before = readings.get(call);
  const after = read(call, changed(body, path, change));
  const isRow = typeof path[path.length - 1] === 'number';
  const essential = (ESSENTIAL_FIELDS[call] ?? []).includes(pattern(path));
  const where = `${call} ${pattern(path)} ${change.kind}`;
  if (change.kind === 'extra' && isRow) return;
  if (essential && (change.kind === 'null' || change.kind === 'absent')) {
    expect({ where, after }).toEqual({ where, after: null });
    return;
  }
  if (!essential) expect({ where, read: after !== null }).toEqual({ where, read: true });
  if (after === null) return;
  expect({ where, nan: hasNaN(after) }).toEqual({ where, nan: false });
  // Only the changed field, or the row it is in, reads differently; a row left out is counted, so
  // none is lost unseen, and every other row is shown as it was.
  const changedPlace = readingPath(body, before, change.kind === 'extra' ? path.slice(0, -1) : path);
  const unit = unitOf(call, changedPlace);
  const elsewhere = differences(before, after).filter((place) => !within(place, unit));
  expect({ where, elsewhere }).toEqual({ where, elsewhere: [] });
  expect({ where, rows: rowsCounted(after) }).toEqual({ where, rows: rowsCounted(before) });
  // What reads the same must read the same: an extra field, a figure sent as its own text.
  const sameFigure = change.kind === 'numeric' && typeof valueAt(body, path) === 'number';
  if ((change.kind === 'extra' || sameFigure) && !PASSED_ON.has(call)) expect({ where, after }).toEqual({ where, after: before });
}

const CALL_NAMES = Object.keys(CALLS) as CallName[];

describe('the stand-in answers every call from its fixture, and each answer reads as it is', () => {
  it.each(CALL_NAMES)('%s', (call) => {
    const { status, body } = answers[call];
    expect(status).toBe(200);
    const data = read(call, body);
    expect(data).not.toBeNull();
    readings.set(call, data);
    expect(hasNaN(data)).toBe(false);
    // Nothing of it is left out.
    if (isObject(data) && 'leftOut' in data) expect(data.leftOut).toBe(0);
  });
});

describe('an answer changed in one field reads, the row shown or left out, unless the field is essential (property)', () => {
  it.each(CALL_NAMES)('%s', (call) => {
    const body = answers[call].body as Json;
    if (!readings.has(call)) readings.set(call, read(call, body));
    const places = placesOf(body);
    if (places.length === 0) return;
    const place = fc.constantFrom(...places).chain((path) => changeArbitrary(valueAt(body, path)).map((change) => [path, change] as const));
    // Every place with every fixed change first, then changes drawn at random.
    const fixed: Change[] = [{ kind: 'null' }, { kind: 'absent' }, { kind: 'unknown', text: 'zz-unknown' }, { kind: 'extra', key: 'x-extra', value: { nested: [1, null] } }];
    const numeric = (path: Path): Change => ({ kind: 'numeric', text: typeof valueAt(body, path) === 'number' ? String(valueAt(body, path)) : '249.03' });
    const examples = places.flatMap((path) => [...fixed, numeric(path)].map((change): [readonly [Path, Change]] => [[path, change] as const]));
    fc.assert(
      fc.property(place, ([path, change]) => checkChange(call, body, path, change)),
      { examples, numRuns: 200 },
    );
  });
});

describe('the essential fields (ESSENTIAL_FIELDS)', () => {
  it('name only calls of the catalogue, and places their answers have', () => {
    for (const [call, paths] of Object.entries(ESSENTIAL_FIELDS) as [CallName, string[]][]) {
      expect(CALL_NAMES).toContain(call);
      const present = new Set(placesOf(answers[call].body as Json).map(pattern));
      for (const path of paths) expect({ call, path, present: present.has(path) }).toEqual({ call, path, present: true });
    }
  });

  it('leave out the blocks a screen is shown without (SHOWN_WITHOUT), which the answers have', () => {
    for (const [call, blocks] of Object.entries(SHOWN_WITHOUT) as [CallName, string[]][]) {
      const present = new Set(placesOf(answers[call].body as Json).map(pattern));
      for (const block of blocks) {
        expect({ call, block, present: present.has(block) }).toEqual({ call, block, present: true });
        expect({ call, block, essential: (ESSENTIAL_FIELDS[call] ?? []).some((path) => path === block || path.startsWith(`${block}.`)) }).toEqual({ call, block, essential: false });
      }
    }
  });

  it('missing, give the translated unexpected-answer error of the call, and tell the field reports which call and part', () => {
    const context = { apiBase: '', trueLinkSecret: '', translate: (key: string) => `translated ${key}`, navigate: () => undefined };
    let noted: FieldProblem | null = null;
    takeFieldProblems((problem) => (noted = problem));
    for (const [call, paths] of Object.entries(ESSENTIAL_FIELDS) as [CallName, string[]][]) {
      const body = answers[call].body as Json;
      for (const path of placesOf(body).filter((place) => paths.includes(pattern(place)))) {
        expect({ call, path: pattern(path), outcome: readSuccess(readingOf(CALLS[call]), changed(body, path, { kind: 'null' }), 200, context, call) }).toEqual({
          call,
          path: pattern(path),
          outcome: { error: { status: 'UNEXPECTED', code: null, messageKey: 'errors:network.unexpected', message: 'translated errors:network.unexpected' } },
        });
        // The place named is on the field's path (what holds it, where a rule across fields failed,
        // or the field within a list read on its own), or the whole answer.
        const named = noted as unknown as { call: string; keys: (string | number)[] };
        expect({ call, path: pattern(path), named }).toEqual({ call, path: pattern(path), named: { kind: 'unreadable-answer', call, keys: expect.any(Array) } });
        const place = pattern(named.keys);
        const onThePath = place === '' || `.${pattern(path)}.`.includes(`.${place}.`);
        expect({ path: pattern(path), named: place, onThePath }).toEqual({ path: pattern(path), named: place, onThePath: true });
      }
    }
  });
});

/** The stand-in's answer to `call` with `edit` made to a copy of it, as the client reads it. */
function readEdited<T>(call: CallName, edit: (body: Record<string, unknown> & unknown[]) => void): T | null {
  const body = structuredClone(answers[call].body) as Record<string, unknown> & unknown[];
  edit(body);
  return read(call, body) as T | null;
}

type Rows = Record<string, unknown>[];

describe('the odd answers of issue 24, read as described', () => {
  it('home: a game of an unlisted category is kept as sent, a listed one in capitals is matched', () => {
    const wallet = readEdited<{ slots: Rows; leftOut: number }>('getWallet', (body) => {
      const slots = body.slots as Rows;
      slots[0].category = 'casino';
      slots[1].category = 'SLOT';
    });
    expect(wallet?.slots.map((game) => game.category).slice(0, 2)).toEqual(['casino', 'slot']);
    expect(wallet?.leftOut).toBe(0);
  });

  it('home: amounts, balances and coins sent as numeric strings are the same figures', () => {
    const wallet = readEdited<{ wallet: { amount: number }; profile: { coin: number }; invite: { amount: number }; slots: Rows }>('getWallet', (body) => {
      (body.wallet as Record<string, unknown>).amount = '249.03';
      (body.profile as Record<string, unknown>).coin = '12';
      (body.invite as Record<string, unknown>).amount = '50.00';
      (body.slots as Rows)[0].amount = '1234.5';
      (body.slots as Rows)[0].ftWalletSlot = '2';
    });
    expect(wallet?.wallet.amount).toBe(249.03);
    expect(wallet?.profile.coin).toBe(12);
    expect(wallet?.invite.amount).toBe(50);
    expect(wallet?.slots[0]).toMatchObject({ amount: 1234.5, ftWalletSlot: 2 });
  });

  it('home: a game without a name is kept; one whose balance cannot be read is left out and counted', () => {
    const sent = (answers.getWallet.body as { slots: Rows }).slots;
    const wallet = readEdited<{ slots: Rows; leftOut: number }>('getWallet', (body) => {
      (body.slots as Rows)[0].name = null;
      (body.slots as Rows)[1].amount = 'abc';
    });
    expect(wallet?.slots).toHaveLength(sent.length - 1);
    expect(wallet?.slots[0]).toMatchObject({ code: sent[0].code, name: '' });
    expect(wallet?.slots.map((game) => game.code)).not.toContain(sent[1].code);
    expect(wallet?.leftOut).toBe(1);
  });

  it('statement: a null link is no link, an unlisted type is kept as sent, figures and statuses in any form read', () => {
    const statement = readEdited<{ statements: Rows; leftOut: number }>('listStatements', (body) => {
      const [first, second] = body.statements as Rows;
      Object.assign(first, { bonus: null, promotion: null, statementType: 'coupon', amount: '249.03', status: 'success' });
      Object.assign(second, { statementType: 'WITHDRAW', status: null });
    });
    const [first, second] = statement?.statements ?? [];
    expect(first).toMatchObject({ statementType: 'coupon', amount: 249.03, status: 'SUCCESS' });
    expect(first.bonus).toBeUndefined();
    expect(first.promotion).toBeUndefined();
    expect(second).toMatchObject({ statementType: 'withdraw', status: 'PENDING' });
    expect(statement?.leftOut).toBe(0);
  });

  it('bonus page: a bonus of an unlisted type is kept as sent, a listed one in capitals is matched', () => {
    const list = readEdited<{ bonuses: Rows; leftOut: number }>('listBonuses', (body) => {
      (body[0] as Record<string, unknown>).type = 'cashback';
      (body[1] as Record<string, unknown>).type = 'WEEK';
    });
    expect(list?.bonuses.map((bonus) => bonus.type).slice(0, 2)).toEqual(['cashback', 'week']);
    expect(list?.leftOut).toBe(0);
  });

  it('refund: the held bonus as an object is held, null is none', () => {
    expect(readEdited<{ bonus: boolean }>('checkRefund', (body) => Object.assign(body, { bonus: { code: 'WELCOME' } }))?.bonus).toBe(true);
    expect(readEdited<{ bonus: boolean }>('checkRefund', (body) => Object.assign(body, { bonus: null }))?.bonus).toBe(false);
  });

  it('deposit: a phone wallet of any mode is kept as sent; a wallet without its account name is left out and counted', () => {
    const lookup = readEdited<{ wallets: Rows; leftOut: number }>('lookupDeposit', (body) => {
      const wallets = body.wallets as Rows;
      wallets[0].mode = 'GIFT';
      wallets.push({ walletAccountName: null, mode: 'AUTO' });
    });
    expect(lookup?.wallets[0].mode).toBe('GIFT');
    expect(lookup?.wallets).toHaveLength((answers.lookupDeposit.body as { wallets: Rows }).wallets.length);
    expect(lookup?.leftOut).toBe(1);
  });
});

describe('the spec-only stand-in reads through the same definitions, strictly (STUB_SHAPES=spec)', () => {
  const spec = (call: CallName) => CALLS[call].answer('spec');

  it('sends the stand-in answers as they are', () => {
    for (const call of ['getWallet', 'listStatements', 'listBonuses', 'checkRefund', 'lookupDeposit'] as const) {
      expect(v.safeParse(spec(call), answers[call].body).success).toBe(true);
    }
  });

  it('refuses to send an odd value: the stand-in is a strict backend', () => {
    const odd = <T>(call: CallName, edit: (body: T) => void) => {
      const body = structuredClone(answers[call].body) as T;
      edit(body);
      return v.safeParse(spec(call), body).success;
    };
    expect(odd<{ slots: Rows }>('getWallet', (body) => (body.slots[0].category = 'casino'))).toBe(false);
    expect(odd<{ slots: Rows }>('getWallet', (body) => (body.slots[0].amount = '249.03'))).toBe(false);
    expect(odd<{ statements: Rows }>('listStatements', (body) => (body.statements[0].bonus = null))).toBe(false);
    expect(odd<Rows>('listBonuses', (body) => (body[0].type = 'WEEK'))).toBe(false);
  });
});
