import i18next from 'i18next';
import { addUpdateTexts } from './update-texts';

describe("the update prompt's texts", () => {
  it('are added in every language at once, so a language chosen later needs no download', async () => {
    const instance = i18next.createInstance();
    await instance.init({ lng: 'th', resources: {}, fallbackLng: false });
    addUpdateTexts(instance);
    addUpdateTexts(instance);
    expect(instance.t('update:available')).toBe('มีเวอร์ชันใหม่แล้ว');
    await instance.changeLanguage('lo');
    expect(instance.t('update:available')).toBe('ມີເວີຊັນໃໝ່ແລ້ວ');
    await instance.changeLanguage('en');
    expect(instance.t('update:later')).toBe('Later');
  });
});
