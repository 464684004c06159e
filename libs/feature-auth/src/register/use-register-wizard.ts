import { createElement, useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError, useCreateAccountMutation, useLookupBanksQuery, useLookupRegisterOtpQuery, useLookupSourcesQuery, useSendOtpMutation, useValidateAccountMutation, useVerifyOtpMutation } from '@wallet/api';
import { ApiErrorText } from '@wallet/api-texts';
import { choosesCurrency, useRegion } from '@wallet/config';
import { LIMITS, isBlank, validatePhone, validateRegisterProfile } from '@wallet/domain';
import { useClearToasts, useToast } from '@wallet/ui';
import type { LoginRouteState } from '../login/login-route-state';
import { bankStepErrors, serverFieldErrors, type BankFieldErrors } from './bank-field-errors';
import { clearStoredInviteCode, readStoredInviteCode, storeInviteCode } from './invite-code-storage';
import {
  canReuseTicket,
  createAccountPayload,
  currentTicket,
  initialRegisterState,
  orderBanks,
  registerWizardReducer,
  registrationPayload,
  resendSecondsLeft,
  visibleSteps,
  type RegisterForm,
} from './register-steps';
import { TranslatedText } from './translated-text';
import { lookupProblem } from './lookup-problem';
import { useTicker } from './use-ticker';
import { restoreWizard, storeWizard } from './wizard-storage';

type WizardAction = 'phone' | 'resend' | 'verify' | 'profile' | 'bank';

// The wizard's messages are one toast group: each is about the step on screen, so a newer one
// replaces an older one and moving to another step drops them.
const REGISTER_TOASTS = 'register';

// Spec section 8 codes saying the code sent earlier can no longer be verified.
const DEAD_TICKET_CODES = ['OTP_EXPIRED', 'OTP_TOKEN_INVALID', 'OTP_NOT_EXIST'];

/** All state and actions of the register wizard (spec §2, §4, §5); the step components only render. */
export function useRegisterWizard() {
  const region = useRegion();
  const toast = useToast();
  const clearToasts = useClearToasts();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryCode = searchParams.get('code')?.trim() ?? '';
  const [state, dispatch] = useReducer(registerWizardReducer, undefined, () =>
    restoreWizard(initialRegisterState({ inviteCode: queryCode || readStoredInviteCode(), currency: region.currencies[0] }), {
      isAllowedCurrency: (value) => region.currencies.some((currency) => currency === value),
      fromLink: queryCode !== '',
    }),
  );

  const otpFlag = useLookupRegisterOtpQuery();
  const sources = useLookupSourcesQuery();
  const banks = useLookupBanksQuery();
  const [sendOtp] = useSendOtpMutation();
  const [verifyOtp] = useVerifyOtpMutation();
  const [validateAccount] = useValidateAccountMutation();
  const [createAccount] = useCreateAccountMutation();
  // Without the flag the wizard cannot know whether the phone needs a code, so it waits for it.
  const otpKnown = otpFlag.data !== undefined;
  const otpEnabled = otpFlag.data?.registerOTP ?? false;

  useEffect(() => {
    if (queryCode) storeInviteCode(queryCode);
  }, [queryCode]);

  useEffect(() => storeWizard(state), [state]);

  // Spec section 2: /login after 2 s, its phone field filled with the number just registered.
  const registeredPhone = state.completed ? state.form.phone.trim() : null;
  useEffect(() => {
    if (registeredPhone === null) return undefined;
    const loginState: LoginRouteState = { phone: registeredPhone };
    const timer = setTimeout(() => navigate('/login', { replace: true, state: loginState }), LIMITS.REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [registeredPhone, navigate]);

  // One action at a time. The busy state is ours rather than the mutations' own flags so that the
  // button comes back in the same render as the error toast; the ref also stops a second click
  // that lands before the re-render, so nothing is ever sent twice (nor retried automatically).
  const [pending, setPending] = useState<WizardAction | null>(null);
  const inFlight = useRef(false);
  const finished = useRef(false);
  async function exclusive(action: WizardAction, task: () => Promise<void>) {
    if (inFlight.current || finished.current) return;
    inFlight.current = true;
    setPending(action);
    try {
      await task();
    } finally {
      inFlight.current = false;
      setPending(null);
    }
  }

  // Toasts get elements that word themselves when shown, so they follow a language switch.
  const show = (message: ReactNode, tone: 'danger' | 'success') => toast({ message, tone, durationMs: LIMITS.REGISTER_TOAST_MS, group: REGISTER_TOASTS });
  // Another step: what was said about the last one no longer holds.
  const move = (action: Parameters<typeof dispatch>[0]) => {
    clearToasts(REGISTER_TOASTS);
    dispatch(action);
  };
  const notify = (key: string, tone: 'danger' | 'success' = 'danger') => show(createElement(TranslatedText, { i18nKey: key }), tone);
  const failed = (error: unknown) => show(createElement(ApiErrorText, { error }), 'danger');
  const refusedWith = (error: unknown, codes: readonly string[]) => isApiError(error) && error.code !== null && codes.includes(error.code);
  const phone = state.form.phone.trim();
  const ticket = currentTicket(state);

  const [bankErrors, setBankErrors] = useState<BankFieldErrors>({});

  const now = useTicker(state.step === 'otp' && resendSecondsLeft(ticket, Date.now()) > 0);
  const resendIn = resendSecondsLeft(ticket, now);

  const requestOtp = async (resend: boolean) => {
    try {
      const { otpRef, otpToken } = await sendOtp({ phoneNumber: phone }).unwrap();
      move({ type: 'otpSent', phone, ticket: { otpRef, otpToken, sentAt: Date.now() } });
      if (resend) notify('auth:register.otp.sent', 'success');
    } catch (error) {
      if (refusedWith(error, ['OTP_VERIFIED'])) move({ type: 'phoneVerified', phone });
      else failed(error);
    }
  };

  const submitPhone = () =>
    exclusive('phone', async () => {
      if (!otpKnown) return;
      const problem = validatePhone(phone, { phoneLength: region.phoneLength });
      if (problem) {
        // Spec §5 names one message for the length rule, empty included; Laos has no length rule.
        notify(region.phoneLength === null ? problem : 'errors:validation.phoneLength');
      } else if (!otpEnabled) {
        move({ type: 'phoneVerified', phone });
      } else if (canReuseTicket(state)) {
        // Back and forth with the same phone: the code already sent still stands.
        move({ type: 'otpReused' });
      } else {
        await requestOtp(false);
      }
    });

  const resendOtp = () => exclusive('resend', () => requestOtp(true));

  const submitOtp = () =>
    exclusive('verify', async () => {
      if (!ticket) return;
      if (isBlank(state.form.otpCode)) return notify('errors:validation.required');
      try {
        await verifyOtp({ otpToken: ticket.otpToken, otpCode: state.form.otpCode.trim() }).unwrap();
        move({ type: 'phoneVerified', phone });
      } catch (error) {
        if (refusedWith(error, ['OTP_VERIFIED'])) return move({ type: 'phoneVerified', phone });
        if (refusedWith(error, DEAD_TICKET_CODES)) dispatch({ type: 'otpStale', phone });
        failed(error);
      }
    });

  const submitProfile = () =>
    exclusive('profile', async () => {
      const { name, password, confirmPassword } = state.form;
      const problem = validateRegisterProfile({ name, username: phone, password, confirmPassword });
      // Spec §5: an empty required field stops the step silently; the form marks the empty fields.
      if (problem === 'errors:validation.required') return;
      if (problem) return notify(problem);
      try {
        await validateAccount(registrationPayload(state.form, false)).unwrap();
        move({ type: 'profileAccepted' });
      } catch (error) {
        failed(error);
      }
    });

  const submitBank = () =>
    exclusive('bank', async () => {
      const problems = bankStepErrors(state.form, state.askPassword);
      setBankErrors(problems);
      if (Object.keys(problems).length > 0) return;
      // Only the Laos build offers a choice; every other build registers in its one currency.
      const currency = choosesCurrency(region) ? state.form.currency : region.currencies[0];
      try {
        await createAccount(createAccountPayload(state.form, currency)).unwrap();
      } catch (error) {
        const onFields = isApiError(error) ? serverFieldErrors(error) : {};
        setBankErrors(onFields);
        if (Object.keys(onFields).length === 0) failed(error);
        return;
      }
      finished.current = true;
      clearStoredInviteCode();
      dispatch({ type: 'registered' });
      notify('auth:register.success', 'success');
    });

  const edit = (patch: Partial<RegisterForm>) => {
    dispatch({ type: 'edit', patch });
    // A field's error goes as soon as the member changes that field.
    if (Object.keys(patch).some((field) => field in bankErrors)) {
      setBankErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))));
    }
  };

  return {
    step: state.step,
    form: state.form,
    otpRef: ticket?.otpRef ?? '',
    resendIn,
    askPassword: state.askPassword,
    bankErrors,
    steps: visibleSteps(otpEnabled),
    sources: sources.data ?? [],
    banks: orderBanks(banks.data ?? [], region.recommendedBanks),
    currencies: choosesCurrency(region) ? region.currencies : [],
    // The lookups each step needs; a failure is shown with a retry instead of an unusable form.
    problems: { otpFlag: lookupProblem(otpFlag), sources: lookupProblem(sources), banks: lookupProblem(banks) },
    busy: {
      any: pending !== null || state.completed,
      // Until the flag is known, Next cannot tell whether to send an OTP.
      phone: otpFlag.isLoading || pending === 'phone',
      verify: pending === 'verify',
      resend: pending === 'resend',
      profile: pending === 'profile',
      bank: pending === 'bank' || state.completed,
    },
    otpKnown,
    edit,
    back: () => move({ type: 'back' }),
    submitPhone,
    resendOtp,
    submitOtp,
    submitProfile,
    submitBank,
  };
}

export type RegisterWizard = ReturnType<typeof useRegisterWizard>;
