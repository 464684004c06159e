// Wording decisions the texts must keep: rules the spec does not state are not promised, and one
// word is used for one idea in each language.
import { ALL_RESOURCES } from './testing';

type Tree = { [key: string]: string | Tree };

function allTexts(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : allTexts(value)));
}

const texts = (locale: keyof typeof ALL_RESOURCES) => Object.values(ALL_RESOURCES[locale]).flatMap((namespace) => allTexts(namespace as Tree));

describe('bonus fail percentage (spec section 2: a placeholder replaced by percentFail, no rule attached)', () => {
  const percentTexts = (locale: keyof typeof ALL_RESOURCES) => [ALL_RESOURCES[locale].bonus.modal.notice, ALL_RESOURCES[locale].bonus.promotionModal.percentFail];

  it('names the fail percentage in neutral words in every language', () => {
    expect(percentTexts('en')).toEqual([expect.stringContaining('Fail percentage of this bonus: {{percentFail}}%'), 'Fail percentage: {{percentFail}}%']);
    expect(percentTexts('th')).toEqual([expect.stringContaining('เปอร์เซ็นต์ไม่ผ่านเงื่อนไข'), 'เปอร์เซ็นต์ไม่ผ่านเงื่อนไข: {{percentFail}}%']);
    expect(percentTexts('lo')).toEqual([expect.stringContaining('ເປີເຊັນບໍ່ຜ່ານເງື່ອນໄຂ'), 'ເປີເຊັນບໍ່ຜ່ານເງື່ອນໄຂ: {{percentFail}}%']);
  });

  it('does not promise a cancel-below-balance rule', () => {
    for (const text of [...percentTexts('en'), ...percentTexts('th'), ...percentTexts('lo')]) {
      expect(text).not.toMatch(/below|cancel|ต่ำกว่า|ยกเลิก|ຕ່ຳກວ່າ|ຍົກເລີກ/i);
    }
  });
});

describe('Thai: the bonus-end statement kind', () => {
  it('says จบโบนัส, never สิ้นสุดโบนัส', () => {
    expect(ALL_RESOURCES.th.wallet.statement.type.finish_bonus).toBe('จบโบนัส');
    expect(texts('th').filter((text) => text.includes('สิ้นสุดโบนัส'))).toEqual([]);
  });
});

describe('Lao: one word for refresh and reload', () => {
  it('uses ໂຫຼດໃໝ່ for both actions and no other refresh word anywhere', () => {
    expect(ALL_RESOURCES.lo.common.action.refresh).toBe('ໂຫຼດໃໝ່');
    expect(ALL_RESOURCES.lo.common.action.reload).toBe('ໂຫຼດໃໝ່');
    expect(texts('lo').filter((text) => /ອັບເດດ|ໂຫຼດຄືນ|ຣີເຟຣຊ/.test(text))).toEqual([]);
  });

  it('congratulates with ຂໍສະແດງຄວາມຍິນດີ! on a prize', () => {
    expect(ALL_RESOURCES.lo.spin.prize.title).toBe('ຂໍສະແດງຄວາມຍິນດີ!');
  });
});
