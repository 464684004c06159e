import fc from 'fast-check';
import { STATEMENT_SOURCES, statementPlace, type StatementNames } from './statement-place';

const names: StatementNames = {
  games: new Map([['PG', 'PG Soft'], ['JOKER', 'Joker Gaming']]),
  banks: new Map([['KBANK', 'ธนาคารกสิกรไทย'], ['SCB', ' ']]),
};

describe('statementPlace', () => {
  it('names the main wallet, a game, a bank and a source', () => {
    expect(statementPlace('WALLET', names)).toEqual({ kind: 'wallet' });
    expect(statementPlace('PG', names)).toEqual({ kind: 'game', name: 'PG Soft' });
    expect(statementPlace('KBANK', names)).toEqual({ kind: 'bank', name: 'ธนาคารกสิกรไทย' });
    expect(statementPlace('LUCKYDRAW', names)).toEqual({ kind: 'source', source: 'LUCKYDRAW' });
  });

  it('keeps a code nobody can name, and a blank name counts as none', () => {
    expect(statementPlace('WEEKLY50', names)).toEqual({ kind: 'unknown', code: 'WEEKLY50' });
    expect(statementPlace('SCB', names)).toEqual({ kind: 'unknown', code: 'SCB' });
  });

  it('gives every code a place: a name that is never blank, or the code itself', () => {
    const code = fc.oneof(fc.constantFrom('WALLET', 'PG', 'JOKER', 'KBANK', 'SCB', ...STATEMENT_SOURCES), fc.string());
    fc.assert(
      fc.property(code, (given) => {
        const place = statementPlace(given, names);
        if (place.kind === 'game' || place.kind === 'bank') expect(place.name.trim()).not.toBe('');
        if (place.kind === 'unknown') expect(place.code).toBe(given);
      }),
    );
  });
});
