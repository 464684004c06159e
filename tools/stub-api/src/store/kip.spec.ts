import { kipText } from './kip';

const LAOS = { kipPerBaht: 650, members: {} };

describe('kipText', () => {
  it('reads a baht figure in kip, whichever language names the baht', () => {
    expect(kipText('<b>100 baht</b> and 5 ฿', LAOS)).toBe('<b>65,000 kip</b> and 3,250 ₭');
    expect(kipText('ถอนได้ครั้งละ 100 บาท ถึง 50,000 บาท', LAOS)).toBe('ถอนได้ครั้งละ 65,000 กีบ ถึง 32,500,000 กีบ');
    expect(kipText('ຖອນໄດ້ຄັ້ງລະ 100 ບາດ ຫາ 50,000 ບາດ', LAOS)).toBe('ຖອນໄດ້ຄັ້ງລະ 65,000 ກີບ ຫາ 32,500,000 ກີບ');
  });

  it('leaves bare figures, except the amount of the thing the text names', () => {
    expect(kipText('ຮັບໄດ້ທັງໝົດ 3 ຄັ້ງ', LAOS)).toBe('ຮັບໄດ້ທັງໝົດ 3 ຄັ້ງ');
    expect(kipText('ໂບນັດຕ້ອນຮັບ 100', LAOS, 100)).toBe('ໂບນັດຕ້ອນຮັບ 65,000');
    expect(kipText('WEEKLY50 2024-06', LAOS, 50)).toBe('WEEKLY50 2024-06');
  });
});
