// What the scripted support agent says, in each language it answers in (chat-language.ts).
// Button payloads stay English keywords: they are what a tap sends back, never shown.
// Money is written in baht; the service reads it in kip for a member who holds kip.
import type { ChatLanguage } from './chat-language';

export interface BonusCardTexts {
  title: string;
  subtitle: string;
  /** The banner, under /api/assets/banners/, in this language. */
  image: string;
}

export interface AgentTexts {
  /** The agent's name on its messages. */
  name: string;
  deposit: { message: string; openWallet: string; call: string; qrHelp: string };
  bonuses: { message: string; cards: BonusCardTexts[]; seeBonuses: string };
  help: { message: string; deposit: string; bonus: string; picture: string; staff: string };
  picture: string;
  unknown: string;
  staff: string;
  fileReceived: string;
  goodbye: string;
  fallback: string;
}

const BANNERS = '/api/assets/banners/';

export const AGENT_TEXTS: Record<ChatLanguage, AgentTexts> = {
  en: {
    name: 'Support',
    deposit: {
      message: 'How would you like to deposit? Bank transfer, QR and phone wallet are all in the deposit menu.',
      openWallet: 'Open my wallet',
      call: 'Call support',
      qrHelp: 'QR deposit help',
    },
    bonuses: {
      message: 'Our current bonuses:',
      cards: [
        { title: 'Welcome bonus', subtitle: 'Get 100 baht on your first deposit', image: `${BANNERS}en/bonus-welcome.svg` },
        { title: 'Daily cashback', subtitle: 'Receive once a day', image: `${BANNERS}en/bonus-daily.svg` },
        { title: 'Weekly reload', subtitle: 'Twice a week, every week', image: `${BANNERS}en/bonus-weekly.svg` },
      ],
      seeBonuses: 'See bonuses',
    },
    help: { message: 'What do you need help with?', deposit: 'Deposit', bonus: 'Bonus', picture: 'Show a picture', staff: 'Talk to staff' },
    picture: 'Here is how to deposit.',
    unknown: 'A message kind the widget does not know.',
    staff: 'A staff member will join this conversation shortly.',
    fileReceived: 'Thank you, we received your file.',
    goodbye: 'Thank you for contacting us. This conversation is now closed.',
    fallback: "Thanks for your message! Type 'help' to see what I can do.",
  },
  th: {
    name: 'ฝ่ายบริการ',
    deposit: {
      message: 'ต้องการฝากเงินแบบไหนคะ โอนผ่านธนาคาร คิวอาร์ และวอลเล็ต อยู่ในเมนูฝากเงินทั้งหมดค่ะ',
      openWallet: 'เปิดกระเป๋าเงินของฉัน',
      call: 'โทรหาเจ้าหน้าที่',
      qrHelp: 'วิธีฝากด้วยคิวอาร์',
    },
    bonuses: {
      message: 'โบนัสตอนนี้:',
      cards: [
        { title: 'โบนัสต้อนรับ', subtitle: 'รับ 100 บาท เมื่อฝากครั้งแรก', image: `${BANNERS}bonus-welcome.svg` },
        { title: 'แคชแบ็กรายวัน', subtitle: 'รับได้วันละครั้ง', image: `${BANNERS}bonus-daily.svg` },
        { title: 'โบนัสเติมเงินรายสัปดาห์', subtitle: 'สัปดาห์ละ 2 ครั้ง ทุกสัปดาห์', image: `${BANNERS}bonus-weekly.svg` },
      ],
      seeBonuses: 'ดูโบนัส',
    },
    help: { message: 'ต้องการให้ช่วยเรื่องอะไรคะ', deposit: 'ฝากเงิน', bonus: 'โบนัส', picture: 'ดูรูปภาพ', staff: 'คุยกับเจ้าหน้าที่' },
    picture: 'วิธีฝากเงินตามภาพนี้ค่ะ',
    unknown: 'ข้อความประเภทที่แชทยังไม่รู้จัก',
    staff: 'เจ้าหน้าที่จะเข้ามาในแชทนี้ในไม่ช้าค่ะ',
    fileReceived: 'ขอบคุณค่ะ ได้รับไฟล์ของคุณแล้ว',
    goodbye: 'ขอบคุณที่ติดต่อเรา แชทนี้ปิดแล้วค่ะ',
    fallback: "ขอบคุณสำหรับข้อความค่ะ พิมพ์ 'ช่วย' เพื่อดูว่าเราช่วยอะไรได้บ้าง",
  },
  lo: {
    name: 'ຝ່າຍບໍລິການ',
    deposit: {
      message: 'ທ່ານຕ້ອງການຝາກເງິນແບບໃດ? ການໂອນຜ່ານທະນາຄານ, QR ແລະ ກະເປົາເງິນໃນໂທລະສັບ ມີຢູ່ໃນເມນູຝາກເງິນທັງໝົດ.',
      openWallet: 'ເປີດກະເປົາເງິນຂອງຂ້ອຍ',
      call: 'ໂທຫາພະນັກງານ',
      qrHelp: 'ວິທີຝາກດ້ວຍ QR',
    },
    bonuses: {
      message: 'ໂບນັດປັດຈຸບັນ:',
      cards: [
        { title: 'ໂບນັດຕ້ອນຮັບ', subtitle: 'ຮັບ 100 ບາດ ເມື່ອຝາກຄັ້ງທຳອິດ', image: `${BANNERS}lo/bonus-welcome.svg` },
        { title: 'ເງິນຄືນລາຍວັນ', subtitle: 'ຮັບໄດ້ວັນລະຄັ້ງ', image: `${BANNERS}lo/bonus-daily.svg` },
        { title: 'ໂບນັດເຕີມເງິນລາຍອາທິດ', subtitle: 'ອາທິດລະ 2 ຄັ້ງ ທຸກອາທິດ', image: `${BANNERS}lo/bonus-weekly.svg` },
      ],
      seeBonuses: 'ເບິ່ງໂບນັດ',
    },
    help: { message: 'ຕ້ອງການໃຫ້ຊ່ວຍເລື່ອງຫຍັງ?', deposit: 'ຝາກເງິນ', bonus: 'ໂບນັດ', picture: 'ເບິ່ງຮູບ', staff: 'ລົມກັບພະນັກງານ' },
    picture: 'ນີ້ແມ່ນວິທີຝາກເງິນ.',
    unknown: 'ປະເພດຂໍ້ຄວາມທີ່ແຊັດຍັງບໍ່ຮູ້ຈັກ.',
    staff: 'ພະນັກງານຈະເຂົ້າມາໃນການສົນທະນານີ້ໃນບໍ່ຊ້າ.',
    fileReceived: 'ຂອບໃຈ, ພວກເຮົາໄດ້ຮັບໄຟລ໌ຂອງທ່ານແລ້ວ.',
    goodbye: 'ຂອບໃຈທີ່ຕິດຕໍ່ພວກເຮົາ. ການສົນທະນານີ້ປິດແລ້ວ.',
    fallback: "ຂອບໃຈສຳລັບຂໍ້ຄວາມ! ພິມ 'ຊ່ວຍ' ເພື່ອເບິ່ງວ່າພວກເຮົາຊ່ວຍຫຍັງໄດ້ແດ່.",
  },
};
