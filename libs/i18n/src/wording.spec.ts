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

  it('says in plain words that it is one of the site’s conditions, where it is explained, and whom to ask (issue 25)', () => {
    expect(percentTexts('en')).toEqual([
      expect.stringContaining('The site sets one of them at {{percentFail}}%'),
      expect.stringContaining('One condition of this promotion is set at {{percentFail}}%'),
    ]);
    for (const text of percentTexts('en')) expect(text).toContain('ask us in chat');
    for (const text of percentTexts('th')) expect(text).toMatch(/เงื่อนไขข้อหนึ่ง.*\{\{percentFail\}\}%.*แชท/);
    for (const text of percentTexts('lo')) expect(text).toMatch(/ເງື່ອນໄຂຂໍ້ໜຶ່ງ.*\{\{percentFail\}\}%.*ແຊັດ/);
  });

  it('names no fail percentage, and does not promise a cancel-below-balance rule', () => {
    for (const text of [...percentTexts('en'), ...percentTexts('th'), ...percentTexts('lo')]) {
      expect(text.replace('{{percentFail}}', '')).not.toMatch(/fail|ไม่ผ่าน|ບໍ່ຜ່ານ|below|cancel|ต่ำกว่า|ยกเลิก|ຕ່ຳກວ່າ|ຍົກເລີກ/i);
    }
  });
});

describe('bonus cancel (issue 25: what it does to the money, from what the spec gives)', () => {
  const cancelText = (locale: keyof typeof ALL_RESOURCES) => ALL_RESOURCES[locale].bonus.cancelConfirm.message;

  it('names the turnover condition, the bonus money, and the refunds that open up, in every language', () => {
    expect(cancelText('en')).toMatch(/can't be undone.*turnover condition no longer applies.*bonus money.*refunds/);
    expect(cancelText('th')).toMatch(/ย้อนกลับไม่ได้.*เทิร์น.*เงินโบนัส.*ยอดเสียคืน/);
    expect(cancelText('lo')).toMatch(/ຍ້ອນກັບບໍ່ໄດ້.*ເທີນ.*ເງິນໂບນັດ.*ຍອດເສຍຄືນ/);
  });

  it('never promises what happens to the bonus money: the bonus’s own conditions say', () => {
    expect(cancelText('en')).toContain("set by the bonus's conditions");
    expect(cancelText('th')).toContain('เป็นไปตามเงื่อนไขของโบนัสนั้น');
    expect(cancelText('lo')).toContain('ເປັນໄປຕາມເງື່ອນໄຂຂອງໂບນັດນັ້ນ');
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
