import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

const th = {
  translation: {
    site: 'กระเป๋าเงิน',
    greeting: 'สวัสดี {{name}}',
    total: 'ยอดเงินรวม',
    wallet: 'กระเป๋าหลัก',
    transfer: 'โอน',
    tiles: { deposit: 'ฝากเงิน', withdraw: 'ถอนเงิน', spin: 'หมุนวงล้อ', bonus: 'โบนัส' },
    rails: { SLOT: 'สล็อต', SPORT: 'กีฬาและคาสิโน', LOTTO: 'หวย' },
    menu: { profile: 'โปรไฟล์', statement: 'รายการ', home: 'หน้าแรก', contact: 'ติดต่อ' },
  },
};

export const floorI18n = i18next.createInstance();
void floorI18n.use(initReactI18next).init({ lng: 'th', resources: { th }, initAsync: false, interpolation: { escapeValue: false } });
