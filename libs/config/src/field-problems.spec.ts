import { noteFieldProblem, takeFieldProblems, type FieldProblem } from './field-problems';

describe('field problems', () => {
  it('holds what is noted before the reporter loads, hands it over in order, then hands each on as it comes', () => {
    noteFieldProblem({ kind: 'chunk-load', reason: '/assets/a.js' });
    noteFieldProblem({ kind: 'unreadable-answer', call: 'getWallet', keys: ['wallet', 'amount'] });
    const taken: FieldProblem[] = [];
    takeFieldProblems((problem) => taken.push(problem));
    expect(taken.map((problem) => problem.kind)).toEqual(['chunk-load', 'unreadable-answer']);
    noteFieldProblem({ kind: 'chunk-load', reason: '/assets/b.js' });
    expect(taken).toHaveLength(3);
  });
});
