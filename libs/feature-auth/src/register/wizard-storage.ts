import { STORAGE_KEYS, browserStorage } from '@wallet/config';
import { REGISTER_STEPS, type OtpTicket, type RegisterForm, type RegisterWizardState } from './register-steps';

/** sessionStorage key of the wizard in progress: it survives a reload of the tab, not the tab itself. */
export const REGISTER_WIZARD_STORAGE_KEY = STORAGE_KEYS.registerWizard;

/** What is kept across a reload: everything typed except the passwords, and the codes already sent. */
const SECRET_FIELDS: readonly string[] = ['password', 'confirmPassword'];

interface StoredWizard {
  step: RegisterWizardState['step'];
  form: Omit<RegisterForm, 'password' | 'confirmPassword'>;
  tickets: Record<string, OtpTicket>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isTicket(value: unknown): value is OtpTicket {
  return isRecord(value) && typeof value['otpRef'] === 'string' && typeof value['otpToken'] === 'string' && typeof value['sentAt'] === 'number' && typeof value['stale'] === 'boolean';
}

/**
 * The wizard as it was before a reload, laid over `fresh` (which brings the defaults, the region's
 * currency and the inviter code of this visit's link, which wins). Anything unreadable is ignored field by field. Past the
 * profile the passwords are missing, so the bank step asks for them again.
 */
export function restoreWizard(fresh: RegisterWizardState, { isAllowedCurrency, fromLink }: { isAllowedCurrency: (value: string) => boolean; fromLink: boolean }): RegisterWizardState {
  const stored = readStored();
  if (!stored) return fresh;
  const storedForm = isRecord(stored['form']) ? stored['form'] : {};
  const form = { ...fresh.form };
  for (const field of Object.keys(form) as Array<keyof RegisterForm>) {
    const value = storedForm[field];
    if (SECRET_FIELDS.includes(field) || typeof value !== 'string') continue;
    // An inviter code from this visit's link wins over an older one.
    if (field === 'inviteCode' && fromLink) continue;
    if (field === 'currency') {
      if (isAllowedCurrency(value)) form.currency = value as RegisterForm['currency'];
      continue;
    }
    form[field] = value;
  }
  const tickets = isRecord(stored['tickets']) ? Object.fromEntries(Object.entries(stored['tickets']).filter(([, ticket]) => isTicket(ticket))) : {};
  const storedStep = REGISTER_STEPS.find((candidate) => candidate === stored['step']) ?? fresh.step;
  // The OTP step needs the code sent for this phone; without it the phone step asks again.
  const step = storedStep === 'otp' && !(form.phone.trim() in tickets) ? 'phone' : storedStep;
  return { ...fresh, step, form, tickets: tickets as Record<string, OtpTicket>, askPassword: step === 'bank' };
}

function readStored(): Record<string, unknown> | null {
  const raw = browserStorage.read(REGISTER_WIZARD_STORAGE_KEY, 'session');
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null; // Not ours, or cut short: start afresh.
  }
}

/** Keeps the wizard for a reload; a finished registration clears it instead. */
export function storeWizard(state: RegisterWizardState): void {
  if (state.completed) {
    browserStorage.remove(REGISTER_WIZARD_STORAGE_KEY, 'session');
    return;
  }
  const form = Object.fromEntries(Object.entries(state.form).filter(([field]) => !SECRET_FIELDS.includes(field))) as StoredWizard['form'];
  const stored: StoredWizard = { step: state.step, form, tickets: state.tickets };
  // Without storage the wizard still works; only a reload loses what was typed.
  browserStorage.write(REGISTER_WIZARD_STORAGE_KEY, JSON.stringify(stored), 'session');
}
