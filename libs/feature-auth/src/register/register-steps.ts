import type { BankListItem, CreateAccountPayload, Currency, OtpSendResponse, RegistrationPayload } from '@wallet/api';
import { bankAccountHolderName } from '@wallet/domain';

/** The four screens of the register wizard, spec §2, in order. */
export const REGISTER_STEPS = ['phone', 'otp', 'profile', 'bank'] as const;
export type RegisterStep = (typeof REGISTER_STEPS)[number];

/** Everything the member types across the wizard; kept in one place so Back loses nothing. */
export interface RegisterForm {
  phone: string;
  otpCode: string;
  name: string;
  password: string;
  confirmPassword: string;
  sourceCode: string;
  inviteCode: string;
  bankCode: string;
  bankAccountNo: string;
  firstName: string;
  lastName: string;
  currency: Currency;
}

export type OtpTicket = Pick<OtpSendResponse, 'otpRef' | 'otpToken'>;

export interface RegisterWizardState {
  step: RegisterStep;
  form: RegisterForm;
  /** The OTP the server sent for the current phone; null outside the OTP step. */
  otp: OtpTicket | null;
  /** The account was created: nothing more may be sent while the redirect to /login is pending. */
  completed: boolean;
}

export type RegisterWizardEvent =
  | { type: 'edit'; patch: Partial<RegisterForm> }
  | { type: 'otpSent'; ticket: OtpTicket }
  | { type: 'phoneVerified' }
  | { type: 'profileAccepted' }
  | { type: 'registered' }
  | { type: 'back' };

export function initialRegisterState({ inviteCode, currency }: { inviteCode: string; currency: Currency }): RegisterWizardState {
  return {
    step: 'phone',
    form: {
      phone: '',
      otpCode: '',
      name: '',
      password: '',
      confirmPassword: '',
      sourceCode: '',
      inviteCode,
      bankCode: '',
      bankAccountNo: '',
      firstName: '',
      lastName: '',
      currency,
    },
    otp: null,
    completed: false,
  };
}

/**
 * Where Back leads. From the profile it returns to the phone, not to the OTP: the code is either
 * already used or was never needed, and Next on the phone asks the server again anyway.
 */
const PREVIOUS: Record<RegisterStep, RegisterStep> = { phone: 'phone', otp: 'phone', profile: 'phone', bank: 'profile' };

/** The wizard's transitions, spec §4. Pure, so the whole flow is testable without React. */
export function registerWizardReducer(state: RegisterWizardState, event: RegisterWizardEvent): RegisterWizardState {
  if (state.completed) return state;
  switch (event.type) {
    case 'edit':
      return { ...state, form: { ...state.form, ...event.patch } };
    case 'otpSent':
      // A new code replaces the old one, so whatever was typed for the old one is cleared.
      return { ...state, step: 'otp', otp: event.ticket, form: { ...state.form, otpCode: '' } };
    case 'phoneVerified':
      return state.step === 'phone' || state.step === 'otp' ? { ...state, step: 'profile', otp: null } : state;
    case 'profileAccepted':
      return state.step === 'profile' ? { ...state, step: 'bank' } : state;
    case 'registered':
      return state.step === 'bank' ? { ...state, completed: true } : state;
    case 'back':
      return { ...state, step: PREVIOUS[state.step], otp: state.step === 'otp' ? null : state.otp };
  }
}

/** The steps the indicator counts: without the OTP screen when the server has OTP off. */
export function visibleSteps(otpEnabled: boolean): RegisterStep[] {
  return REGISTER_STEPS.filter((step) => otpEnabled || step !== 'otp');
}

/** The payload of spec §3; at the profile step (withBank false) the bank fields are still empty. */
export function registrationPayload(form: RegisterForm, withBank: boolean): RegistrationPayload {
  return {
    name: form.name.trim(),
    username: form.phone.trim(),
    password: form.password,
    sourceCode: form.sourceCode,
    inviteCode: form.inviteCode.trim(),
    bankCode: withBank ? form.bankCode : '',
    bankAccountName: withBank ? bankAccountHolderName(form.firstName, form.lastName) : '',
    bankAccountNo: withBank ? form.bankAccountNo.trim() : '',
  };
}

export function createAccountPayload(form: RegisterForm, currency: Currency): CreateAccountPayload {
  return { ...registrationPayload(form, true), currency };
}

export interface BankChoice {
  bank: BankListItem;
  recommended: boolean;
}

/** The region's recommended banks first (in the region's order), then the rest as the server lists them. */
export function orderBanks(banks: readonly BankListItem[], recommended: readonly string[]): BankChoice[] {
  const first = recommended.flatMap((code) => banks.filter((bank) => bank.code === code));
  const rest = banks.filter((bank) => !recommended.includes(bank.code));
  return [...first.map((bank) => ({ bank, recommended: true })), ...rest.map((bank) => ({ bank, recommended: false }))];
}
