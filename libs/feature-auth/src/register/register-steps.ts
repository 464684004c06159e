import type { BankListItem, CreateAccountPayload, OtpSendResponse, RegistrationPayload } from '@wallet/api';
import type { Currency } from '@wallet/config';
import { accountNumberDigits, bankAccountHolderName } from '@wallet/domain';

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

/** The code the server sent for one phone: its reference and token, and when it was asked for. */
export interface OtpTicket extends Pick<OtpSendResponse, 'otpRef' | 'otpToken'> {
  /** Epoch milliseconds of the send call that produced it. */
  sentAt: number;
  /** The server called it expired or unknown: the next Next or Resend asks for a new one. */
  stale: boolean;
}

export interface RegisterWizardState {
  step: RegisterStep;
  form: RegisterForm;
  /**
   * The codes sent in this visit, by phone number. A ticket outlives Back, so going back to the
   * phone and on again with the same number reuses it instead of asking for a new code (which the
   * server refuses within a minute, REQUEST_LIMIT_1MIN).
   */
  tickets: Record<string, OtpTicket>;
  /** The passwords were not kept across a reload, so the bank step asks for them again. */
  askPassword: boolean;
  /** The account was created: nothing more may be sent while the redirect to /login is pending. */
  completed: boolean;
}

export type RegisterWizardEvent =
  | { type: 'edit'; patch: Partial<RegisterForm> }
  | { type: 'otpSent'; phone: string; ticket: Pick<OtpTicket, 'otpRef' | 'otpToken' | 'sentAt'> }
  | { type: 'otpReused' }
  | { type: 'otpStale'; phone: string }
  | { type: 'phoneVerified'; phone: string }
  | { type: 'profileAccepted' }
  | { type: 'registered' }
  | { type: 'back' };

/** Spec section 8, REQUEST_LIMIT_1MIN: a new code for the same phone can be asked for after a minute. */
export const OTP_RESEND_WAIT_MS = 60_000;

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
    tickets: {},
    askPassword: false,
    completed: false,
  };
}

/** The ticket of the phone now in the form, if a code was sent for it. */
export function currentTicket(state: RegisterWizardState): OtpTicket | null {
  return state.tickets[state.form.phone.trim()] ?? null;
}

/** Whether Next on the phone step can go straight to the code already sent for this phone. */
export function canReuseTicket(state: RegisterWizardState): boolean {
  const ticket = currentTicket(state);
  return ticket !== null && !ticket.stale;
}

/**
 * Whole seconds until Resend may ask again (0 when it may; a stale ticket may be replaced at once).
 * Never more than the wait itself, so a clock read before the code was sent cannot overstate it.
 */
export function resendSecondsLeft(ticket: OtpTicket | null, now: number): number {
  if (!ticket || ticket.stale) return 0;
  const left = Math.ceil((ticket.sentAt + OTP_RESEND_WAIT_MS - now) / 1000);
  return Math.min(OTP_RESEND_WAIT_MS / 1000, Math.max(0, left));
}

/**
 * Where Back leads. From the profile it returns to the phone, not to the OTP: the code is either
 * already used or was never needed, and Next on the phone asks the server again anyway.
 */
const PREVIOUS: Record<RegisterStep, RegisterStep> = { phone: 'phone', otp: 'phone', profile: 'phone', bank: 'profile' };

const without = (tickets: Record<string, OtpTicket>, phone: string) => Object.fromEntries(Object.entries(tickets).filter(([key]) => key !== phone));

/** The wizard's transitions, spec §4. Pure, so the whole flow is testable without React. */
export function registerWizardReducer(state: RegisterWizardState, event: RegisterWizardEvent): RegisterWizardState {
  if (state.completed) return state;
  switch (event.type) {
    case 'edit':
      return { ...state, form: { ...state.form, ...event.patch } };
    case 'otpSent':
      // A new code replaces the old one, so whatever was typed for the old one is cleared.
      return {
        ...state,
        step: 'otp',
        tickets: { ...state.tickets, [event.phone]: { ...event.ticket, stale: false } },
        form: { ...state.form, otpCode: '' },
      };
    case 'otpReused':
      return state.step === 'phone' && canReuseTicket(state) ? { ...state, step: 'otp' } : state;
    case 'otpStale': {
      const ticket = state.tickets[event.phone];
      return ticket ? { ...state, tickets: { ...state.tickets, [event.phone]: { ...ticket, stale: true } } } : state;
    }
    case 'phoneVerified':
      // The used code is dropped: coming back to this phone asks the server, which answers OTP_VERIFIED.
      return state.step === 'phone' || state.step === 'otp' ? { ...state, step: 'profile', tickets: without(state.tickets, event.phone) } : state;
    case 'profileAccepted':
      return state.step === 'profile' ? { ...state, step: 'bank', askPassword: false } : state;
    case 'registered':
      return state.step === 'bank' ? { ...state, completed: true } : state;
    case 'back':
      return { ...state, step: PREVIOUS[state.step] };
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
    bankAccountNo: withBank ? accountNumberDigits(form.bankAccountNo) : '',
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
