import { isRecordOnly, STATEMENT_TYPES, statementSign, statementStatus } from './statement';

describe('statementSign (spec §9)', () => {
  it("is '+' for deposit and bonus, '-' for withdraw and '' for the rest", () => {
    expect(STATEMENT_TYPES).toEqual(['deposit', 'bonus', 'finish_bonus', 'withdraw', 'transfer']);
    expect(STATEMENT_TYPES.map(statementSign)).toEqual(['+', '+', '', '-', '']);
    expect(statementSign('luckydraw')).toBe('');
    expect(statementSign(undefined)).toBe('');
  });
});

describe('isRecordOnly (issue 25)', () => {
  it('is true for a bonus end alone: every other kind, known or not, moves money from one account to another', () => {
    expect(STATEMENT_TYPES.filter(isRecordOnly)).toEqual(['finish_bonus']);
    expect(isRecordOnly('coupon')).toBe(false);
    expect(isRecordOnly(null)).toBe(false);
  });
});

describe('statementStatus (spec §3, §4)', () => {
  it('maps SUCCESS and FAILED and treats everything else as in progress', () => {
    expect(statementStatus('SUCCESS')).toBe('success');
    expect(statementStatus('FAILED')).toBe('failed');
    expect(statementStatus('PENDING')).toBe('progress');
    expect(statementStatus('success')).toBe('progress');
    expect(statementStatus(null)).toBe('progress');
  });
});
