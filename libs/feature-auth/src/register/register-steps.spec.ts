import {
  OTP_RESEND_WAIT_MS,
  canReuseTicket,
  createAccountPayload,
  currentTicket,
  initialRegisterState,
  orderBanks,
  registerWizardReducer,
  registrationPayload,
  resendSecondsLeft,
  visibleSteps,
  type RegisterWizardEvent,
  type RegisterWizardState,
} from './register-steps';

const PHONE = '0812345678';
const OTHER = '0899999999';
const start = initialRegisterState({ inviteCode: 'PR123', currency: 'BAHT' });
const ticket = { otpRef: 'REF1', otpToken: 'token-1', sentAt: 1_000 };
const typePhone = (phone: string): RegisterWizardEvent => ({ type: 'edit', patch: { phone } });
const sent = (phone = PHONE, sentTicket = ticket): RegisterWizardEvent => ({ type: 'otpSent', phone, ticket: sentTicket });

function run(...events: RegisterWizardEvent[]): RegisterWizardState {
  return events.reduce(registerWizardReducer, start);
}

describe('registerWizardReducer', () => {
  it('starts on the phone with the inviter code prefilled and the region currency', () => {
    expect(start).toMatchObject({ step: 'phone', tickets: {}, askPassword: false, completed: false });
    expect(start.form).toMatchObject({ inviteCode: 'PR123', currency: 'BAHT', phone: '' });
  });

  it('goes phone -> otp -> profile -> bank when OTP is on', () => {
    const atOtp = run(typePhone(PHONE), sent());
    expect(atOtp.step).toBe('otp');
    expect(currentTicket(atOtp)).toEqual({ ...ticket, stale: false });
    const atProfile = registerWizardReducer(atOtp, { type: 'phoneVerified', phone: PHONE });
    expect(atProfile).toMatchObject({ step: 'profile', tickets: {} });
    expect(registerWizardReducer(atProfile, { type: 'profileAccepted' }).step).toBe('bank');
  });

  it('skips the OTP step when OTP is off or the phone is already verified', () => {
    expect(run({ type: 'phoneVerified', phone: PHONE }).step).toBe('profile');
  });

  it('replaces the reference and clears the typed code when a code is sent again', () => {
    const state = run(typePhone(PHONE), sent(), { type: 'edit', patch: { otpCode: '111' } }, sent(PHONE, { otpRef: 'REF2', otpToken: 'token-2', sentAt: 70_000 }));
    expect(state.step).toBe('otp');
    expect(currentTicket(state)).toMatchObject({ otpRef: 'REF2', otpToken: 'token-2' });
    expect(state.form.otpCode).toBe('');
  });

  it('keeps the code of a phone across Back, reusable for the same phone only', () => {
    const back = run(typePhone(PHONE), sent(), { type: 'back' });
    expect(back.step).toBe('phone');
    expect(canReuseTicket(back)).toBe(true);
    expect(registerWizardReducer(back, { type: 'otpReused' })).toMatchObject({ step: 'otp' });
    expect(currentTicket(registerWizardReducer(back, { type: 'otpReused' }))).toMatchObject({ otpRef: 'REF1' });

    const changed = registerWizardReducer(back, typePhone(OTHER));
    expect(canReuseTicket(changed)).toBe(false);
    expect(registerWizardReducer(changed, { type: 'otpReused' }).step).toBe('phone');
    // Coming back to the first phone finds its code again.
    expect(canReuseTicket(registerWizardReducer(changed, typePhone(` ${PHONE} `)))).toBe(true);
  });

  it('does not reuse a code the server called expired or unknown', () => {
    const stale = run(typePhone(PHONE), sent(), { type: 'otpStale', phone: PHONE }, { type: 'back' });
    expect(canReuseTicket(stale)).toBe(false);
    expect(resendSecondsLeft(currentTicket(stale), ticket.sentAt)).toBe(0);
  });

  it('goes back bank -> profile -> phone and otp -> phone, keeping what was typed', () => {
    const typed = run(
      typePhone(PHONE),
      { type: 'phoneVerified', phone: PHONE },
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
  });

  it('ignores events that do not belong to the current step', () => {
    expect(run({ type: 'profileAccepted' }).step).toBe('phone');
    expect(run({ type: 'registered' }).completed).toBe(false);
    expect(run({ type: 'otpReused' }).step).toBe('phone');
    const atBank = run({ type: 'phoneVerified', phone: PHONE }, { type: 'profileAccepted' });
    expect(registerWizardReducer(atBank, { type: 'phoneVerified', phone: PHONE }).step).toBe('bank');
  });

  it('stops asking for the password again once the profile is accepted', () => {
    const restored: RegisterWizardState = { ...start, step: 'profile', askPassword: true };
    expect(registerWizardReducer(restored, { type: 'profileAccepted' })).toMatchObject({ step: 'bank', askPassword: false });
  });

  it('freezes once registered, so nothing can be edited or sent during the redirect', () => {
    const done = run({ type: 'phoneVerified', phone: PHONE }, { type: 'profileAccepted' }, { type: 'registered' });
    expect(done.completed).toBe(true);
    expect(registerWizardReducer(done, { type: 'back' })).toBe(done);
    expect(registerWizardReducer(done, { type: 'edit', patch: { name: 'x' } })).toBe(done);
  });
});

describe('resendSecondsLeft', () => {
  it('counts the one-minute wait down in whole seconds, then allows a resend', () => {
    const fresh = { ...ticket, stale: false };
    expect(OTP_RESEND_WAIT_MS).toBe(60_000);
    expect(resendSecondsLeft(fresh, ticket.sentAt)).toBe(60);
    expect(resendSecondsLeft(fresh, ticket.sentAt + 59_001)).toBe(1);
    expect(resendSecondsLeft(fresh, ticket.sentAt + 60_000)).toBe(0);
    expect(resendSecondsLeft(null, 0)).toBe(0);
  });

  it('never states more than the wait, whatever clock it is given', () => {
    expect(resendSecondsLeft({ ...ticket, stale: false }, ticket.sentAt - 500_000)).toBe(60);
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
    bankAccountNo: ' 123-456 7890 ',
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

  it('joins the holder name upper-cased and trimmed, sends the account number as digits, and adds the currency at creation', () => {
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
