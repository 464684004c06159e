import fc from 'fast-check';
import { STATEMENT_LINK_KINDS, statementDescription } from './statement-detail';

describe('statementDescription (spec §3)', () => {
  it.each(STATEMENT_LINK_KINDS)('shows the description of a linked %s', (kind) => {
    expect(statementDescription({ [kind]: { description: ` ${kind} text ` } })).toBe(`${kind} text`);
  });

  it('is null without a linked record or with a blank description', () => {
    expect(statementDescription({})).toBeNull();
    expect(statementDescription({ bonus: null, refund: { description: '  ' }, invite: {} })).toBeNull();
  });

  it('takes the first kind that has a description', () => {
    expect(statementDescription({ refund: { description: 'refund' }, promotion: { description: 'promo' } })).toBe('promo');
    expect(statementDescription({ bonus: { description: '' }, luckydraw: { description: 'prize' } })).toBe('prize');
  });

  it('reads a description written as HTML as its words', () => {
    expect(statementDescription({ promotion: { description: '<p>Songkran festival: <b>50 baht</b> credit.</p>' } })).toBe('Songkran festival: 50 baht credit.');
    expect(statementDescription({ bonus: { description: '<p> </p>' }, refund: { description: 'Refund &amp; more' } })).toBe('Refund & more');
  });

  it('always returns a trimmed non-empty text or null', () => {
    const link = fc.option(fc.record({ description: fc.option(fc.string(), { nil: undefined }) }), { nil: undefined });
    fc.assert(
      fc.property(fc.record({ bonus: link, promotion: link, invite: link, refund: link, luckydraw: link }), (entry) => {
        const result = statementDescription(entry);
        expect(result === null || (result.length > 0 && result === result.trim())).toBe(true);
      }),
    );
  });
});
