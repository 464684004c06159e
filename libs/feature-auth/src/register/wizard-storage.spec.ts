import { initialRegisterState, type RegisterWizardState } from './register-steps';
import { REGISTER_WIZARD_STORAGE_KEY, restoreWizard, storeWizard } from './wizard-storage';

const fresh = (inviteCode = '') => initialRegisterState({ inviteCode, currency: 'LAK' });
const laos = { isAllowedCurrency: (value: string) => value === 'LAK' || value === 'BAHT', fromLink: false };
const ticket = { otpRef: 'REF1', otpToken: 'token-1', sentAt: 5, stale: false };

function typed(patch: Partial<RegisterWizardState> = {}): RegisterWizardState {
  const start = fresh();
  return {
    ...start,
    step: 'bank',
    form: { ...start.form, phone: '2055512345', name: 'Noy', password: 'secret1', confirmPassword: 'secret1', inviteCode: 'PR1', bankCode: 'BCEL', currency: 'BAHT' },
    tickets: { '2055512345': ticket },
    ...patch,
  };
}

beforeEach(() => window.sessionStorage.clear());

describe('the stored register wizard', () => {
  it('keeps everything but the passwords, and asks for them again on the bank step', () => {
    storeWizard(typed());
    expect(window.sessionStorage.getItem(REGISTER_WIZARD_STORAGE_KEY)).not.toContain('secret1');
    const restored = restoreWizard(fresh(), laos);
    expect(restored).toMatchObject({ step: 'bank', askPassword: true, tickets: { '2055512345': ticket } });
    expect(restored.form).toMatchObject({ name: 'Noy', password: '', confirmPassword: '', inviteCode: 'PR1', bankCode: 'BCEL', currency: 'BAHT' });
  });

  it("lets this visit's invite link win over the stored inviter code", () => {
    storeWizard(typed());
    expect(restoreWizard(fresh('PR9'), { ...laos, fromLink: true }).form.inviteCode).toBe('PR9');
    expect(restoreWizard(fresh('OLD'), laos).form.inviteCode).toBe('PR1');
  });

  it('goes back to the phone when the OTP step has no code for the phone', () => {
    storeWizard(typed({ step: 'otp', tickets: {} }));
    expect(restoreWizard(fresh(), laos).step).toBe('phone');
    storeWizard(typed({ step: 'otp' }));
    expect(restoreWizard(fresh(), laos)).toMatchObject({ step: 'otp', askPassword: false });
  });

  it('ignores what it cannot read: other currencies, unknown steps, broken tickets, broken JSON', () => {
    window.sessionStorage.setItem(REGISTER_WIZARD_STORAGE_KEY, JSON.stringify({ step: 'nowhere', form: { currency: 'USD', name: 7, phone: '020' }, tickets: { '020': { otpRef: 1 } } }));
    const restored = restoreWizard(fresh(), laos);
    expect(restored).toMatchObject({ step: 'phone', tickets: {}, askPassword: false });
    expect(restored.form).toMatchObject({ currency: 'LAK', name: '', phone: '020' });
    window.sessionStorage.setItem(REGISTER_WIZARD_STORAGE_KEY, '{not json');
    expect(restoreWizard(fresh(), laos)).toEqual(fresh());
  });

  it('is cleared once the registration is done', () => {
    storeWizard(typed());
    storeWizard(typed({ completed: true }));
    expect(window.sessionStorage.getItem(REGISTER_WIZARD_STORAGE_KEY)).toBeNull();
  });
});
