import {
  createAccountPayload,
  initialRegisterState,
  orderBanks,
  registerWizardReducer,
  registrationPayload,
  visibleSteps,
  type RegisterWizardEvent,
  type RegisterWizardState,
} from './register-steps';

const start = initialRegisterState({ inviteCode: 'PR123', currency: 'BAHT' });
const ticket = { otpRef: 'REF1', otpToken: 'token-1' };

function run(...events: RegisterWizardEvent[]): RegisterWizardState {
  return events.reduce(registerWizardReducer, start);
}

describe('registerWizardReducer', () => {
  it('starts on the phone with the inviter code prefilled and the region currency', () => {
    expect(start).toMatchObject({ step: 'phone', otp: null, completed: false });
    expect(start.form).toMatchObject({ inviteCode: 'PR123', currency: 'BAHT', phone: '' });
  });

  it('goes phone -> otp -> profile -> bank when OTP is on', () => {
    const atOtp = run({ type: 'otpSent', ticket });
    expect(atOtp).toMatchObject({ step: 'otp', otp: ticket });
    const atProfile = registerWizardReducer(atOtp, { type: 'phoneVerified' });
    expect(atProfile).toMatchObject({ step: 'profile', otp: null });
    expect(registerWizardReducer(atProfile, { type: 'profileAccepted' }).step).toBe('bank');
  });

  it('skips the OTP step when OTP is off or the phone is already verified', () => {
    expect(run({ type: 'phoneVerified' }).step).toBe('profile');
  });

  it('replaces the reference and clears the typed code when a code is sent again', () => {
    const state = run({ type: 'otpSent', ticket }, { type: 'edit', patch: { otpCode: '111' } }, { type: 'otpSent', ticket: { otpRef: 'REF2', otpToken: 'token-2' } });
    expect(state).toMatchObject({ step: 'otp', otp: { otpRef: 'REF2', otpToken: 'token-2' } });
    expect(state.form.otpCode).toBe('');
  });

  it('goes back bank -> profile -> phone and otp -> phone, keeping what was typed', () => {
    const typed = run(
      { type: 'edit', patch: { phone: '0812345678' } },
      { type: 'phoneVerified' },
      { type: 'edit', patch: { name: 'Somchai', password: 'pw' } },
      { type: 'profileAccepted' },
      { type: 'edit', patch: { bankCode: 'SCB' } },
    );
    const atProfile = registerWizardReducer(typed, { type: 'back' });
    expect(atProfile.step).toBe('profile');
    const atPhone = registerWizardReducer(atProfile, { type: 'back' });
    expect(atPhone.step).toBe('phone');
    expect(atPhone.form).toEqual(typed.form);
    expect(registerWizardReducer(atPhone, { type: 'back' }).step).toBe('phone');
    expect(run({ type: 'otpSent', ticket }, { type: 'back' })).toMatchObject({ step: 'phone', otp: null });
  });

  it('ignores events that do not belong to the current step', () => {
    expect(run({ type: 'profileAccepted' }).step).toBe('phone');
    expect(run({ type: 'registered' }).completed).toBe(false);
    const atBank = run({ type: 'phoneVerified' }, { type: 'profileAccepted' });
    expect(registerWizardReducer(atBank, { type: 'phoneVerified' }).step).toBe('bank');
  });

  it('freezes once registered, so nothing can be edited or sent during the redirect', () => {
    const done = run({ type: 'phoneVerified' }, { type: 'profileAccepted' }, { type: 'registered' });
    expect(done.completed).toBe(true);
    expect(registerWizardReducer(done, { type: 'back' })).toBe(done);
    expect(registerWizardReducer(done, { type: 'edit', patch: { name: 'x' } })).toBe(done);
  });
});

describe('visibleSteps', () => {
  it('counts four steps with OTP on and three without', () => {
    expect(visibleSteps(true)).toEqual(['phone', 'otp', 'profile', 'bank']);
    expect(visibleSteps(false)).toEqual(['phone', 'profile', 'bank']);
  });
});

describe('payloads', () => {
  const form = {
    ...start.form,
    phone: ' 0812345678 ',
    name: ' Somchai ',
    password: ' secret ',
    confirmPassword: ' secret ',
    sourceCode: 'FACEBOOK',
    bankCode: 'KTB',
    bankAccountNo: ' 1234567890 ',
    firstName: ' JOHN ',
    lastName: 'doe ',
  };

  it('sends empty bank fields at the profile step', () => {
    expect(registrationPayload(form, false)).toEqual({
      name: 'Somchai',
      username: '0812345678',
      password: ' secret ',
      sourceCode: 'FACEBOOK',
      inviteCode: 'PR123',
      bankCode: '',
      bankAccountName: '',
      bankAccountNo: '',
    });
  });

  it('joins the holder name upper-cased and trimmed, and adds the currency at creation', () => {
    expect(createAccountPayload(form, 'LAK')).toMatchObject({
      bankCode: 'KTB',
      bankAccountName: 'JOHN DOE',
      bankAccountNo: '1234567890',
      currency: 'LAK',
    });
  });
});

describe('orderBanks', () => {
  const banks = [
    { code: 'BBL', nameTH: 'Bangkok' },
    { code: 'SCB', nameTH: 'Siam Commercial' },
    { code: 'KTB', nameTH: 'Krungthai' },
    { code: 'KBANK', nameTH: 'Kasikorn' },
  ];

  it('puts the recommended banks first, in the region order, and marks them', () => {
    expect(orderBanks(banks, ['KBANK', 'SCB', 'GSB']).map(({ bank, recommended }) => `${bank.code}:${recommended}`)).toEqual([
      'KBANK:true',
      'SCB:true',
      'BBL:false',
      'KTB:false',
    ]);
  });

  it('keeps the server order when nothing is recommended', () => {
    expect(orderBanks(banks, []).map(({ bank }) => bank.code)).toEqual(['BBL', 'SCB', 'KTB', 'KBANK']);
  });
});
