// A member's whole first hour, per build, as ONE new member through the screens a member uses, in
// the site's language (support/first-hour.ts walks the steps): a friend's invite link, the site
// agreement, register (OTP on), log in and the member agreement, deposits, money to a game and
// back, the game opened, a bonus taken and ended, a spin and its prize claimed, a refund received,
// the statement and the slip read, a chat with support, a new password, log out and back in.
// Every money step checks home's wallet, game and total. A kip member of the Laos site is offered
// no QR and no phone wallet (both take baht), so the Laos member deposits by slip only.
import type { Build } from './support/browser';
import { FirstHour, type FirstHourPlan } from './support/first-hour';
import { test } from './support/test';

// Names are the stand-in's words, in the site's language and the member's money.
const PLANS: Record<Build, FirstHourPlan> = {
  th: {
    name: 'สมชาย ใจดี',
    language: 'th',
    bank: 'KBANK',
    currency: 'BAHT',
    sign: '฿',
    decimals: 2,
    deposits: [
      ['qr', 100],
      ['gift', 50],
      ['slip', 300],
    ],
    toGame: 200,
    fromGame: 50,
    bonus: { name: 'แคชแบ็กนำโชค 5', amount: 5 },
    prize: { slice: 'C20', label: '20 ฿', name: 'เงินสด 20 บาท', amount: 20 },
    refund: { amount: 40.5, name: 'คืนยอดเสีย' },
    qrBank: 'ธนาคารกสิกรไทย',
    chat: { ask: 'ช่วยด้วยค่ะ', reply: 'ต้องการให้ช่วยเรื่องอะไรคะ' },
  },
  la: {
    name: 'ສົມພອນ ແກ້ວມະນີ',
    language: 'lo',
    bank: 'BCEL',
    currency: 'LAK',
    sign: '₭',
    decimals: 0,
    deposits: [['slip', 200_000]],
    toGame: 50_000,
    fromGame: 20_000,
    bonus: { name: 'ເງິນຄືນນຳໂຊກ 3,250', amount: 3_250 },
    prize: { slice: 'C20', label: '13,000 ₭', name: 'ເງິນສົດ 13,000 ກີບ', amount: 13_000 },
    refund: { amount: 4_050, name: 'ຍອດເສຍຄືນ' },
    chat: { ask: 'ຊ່ວຍແດ່', reply: 'ຕ້ອງການໃຫ້ຊ່ວຍເລື່ອງຫຍັງ?' },
  },
};

test.describe("a member's first hour", () => {
  test(`registers in the site's language, deposits, plays, takes a bonus, spins, is refunded, reads the statement, chats and changes the password`, async ({ browser, build }) => {
    // A member's whole first hour in one test: more than one test's usual time on a loaded machine.
    test.slow();
    const member = new FirstHour(browser, build, PLANS[build]);
    try {
      await member.signUp();
      await member.deposit();
      await member.playAGame();
      await member.takeABonus();
      await member.spinAndClaim();
      await member.receiveARefund();
      await member.readStatementAndSlips();
      await member.chatWithSupport();
      await member.changePasswordAndLogInAgain();
    } catch (error) {
      await member.screenshots();
      throw error;
    } finally {
      await member.close();
    }
  });
});
