import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  apiErrorMessage,
  isApiError,
  useCreateAccountMutation,
  useLookupBanksQuery,
  useLookupRegisterOtpQuery,
  useLookupSourcesQuery,
  useSendOtpMutation,
  useValidateAccountMutation,
  useVerifyOtpMutation,
} from '@wallet/api';
import { choosesCurrency, useRegion } from '@wallet/config';
import { LIMITS, isBlank, validateBankStep, validatePhone, validateRegisterProfile } from '@wallet/domain';
import { useToast } from '@wallet/ui';
import { clearStoredInviteCode, readStoredInviteCode, storeInviteCode } from './invite-code-storage';
import {
  createAccountPayload,
  initialRegisterState,
  orderBanks,
  registerWizardReducer,
  registrationPayload,
  visibleSteps,
  type RegisterForm,
} from './register-steps';

type WizardAction = 'phone' | 'resend' | 'verify' | 'profile' | 'bank';

/** All state and actions of the register wizard (spec §2, §4, §5); the step components only render. */
export function useRegisterWizard() {
  const region = useRegion();
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const toast = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryCode = searchParams.get('code')?.trim() ?? '';
  const [state, dispatch] = useReducer(registerWizardReducer, undefined, () =>
    initialRegisterState({ inviteCode: queryCode || readStoredInviteCode(), currency: region.currencies[0] }),
  );

  const otpFlag = useLookupRegisterOtpQuery();
  const sources = useLookupSourcesQuery();
  const banks = useLookupBanksQuery();
  const [sendOtp] = useSendOtpMutation();
  const [verifyOtp] = useVerifyOtpMutation();
  const [validateAccount] = useValidateAccountMutation();
  const [createAccount] = useCreateAccountMutation();
  // A failed flag lookup counts as OTP off: the server still refuses an unverified phone at creation.
  const otpEnabled = otpFlag.data?.registerOTP ?? false;

  useEffect(() => {
    if (queryCode) storeInviteCode(queryCode);
  }, [queryCode]);

  useEffect(() => {
    if (!state.completed) return undefined;
    const timer = setTimeout(() => navigate('/login', { replace: true }), LIMITS.REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.completed, navigate]);

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

  const notify = (message: string, tone: 'danger' | 'success' = 'danger') => toast({ message, tone, durationMs: LIMITS.REGISTER_TOAST_MS });
  const failed = (error: unknown) => notify(apiErrorMessage(error, t('errors:unknown')));
  const alreadyVerified = (error: unknown) => isApiError(error) && error.code === 'OTP_VERIFIED';
  const phone = state.form.phone.trim();

  const requestOtp = async (resend: boolean) => {
    try {
      const { otpRef, otpToken } = await sendOtp({ phoneNumber: phone }).unwrap();
      dispatch({ type: 'otpSent', ticket: { otpRef, otpToken } });
      if (resend) notify(t('auth:register.otp.sent'), 'success');
    } catch (error) {
      if (alreadyVerified(error)) dispatch({ type: 'phoneVerified' });
      else failed(error);
    }
  };

  const submitPhone = () =>
    exclusive('phone', async () => {
      const problem = validatePhone(phone, { phoneLength: region.phoneLength });
      if (problem) {
        // Spec §5 names one message for the length rule, empty included; Laos has no length rule.
        notify(t(region.phoneLength === null ? problem : 'errors:validation.phoneLength'));
      } else if (otpEnabled) {
        await requestOtp(false);
      } else {
        dispatch({ type: 'phoneVerified' });
      }
    });

  const resendOtp = () => exclusive('resend', () => requestOtp(true));

  const submitOtp = () =>
    exclusive('verify', async () => {
      if (!state.otp) return;
      if (isBlank(state.form.otpCode)) return notify(t('errors:validation.required'));
      try {
        await verifyOtp({ otpToken: state.otp.otpToken, otpCode: state.form.otpCode.trim() }).unwrap();
        dispatch({ type: 'phoneVerified' });
      } catch (error) {
        if (alreadyVerified(error)) dispatch({ type: 'phoneVerified' });
        else failed(error);
      }
    });

  const submitProfile = () =>
    exclusive('profile', async () => {
      const { name, password, confirmPassword } = state.form;
      const problem = validateRegisterProfile({ name, username: phone, password, confirmPassword });
      // Spec §5: an empty required field stops the step silently; the form marks the empty fields.
      if (problem === 'errors:validation.required') return;
      if (problem) return notify(t(problem));
      try {
        await validateAccount(registrationPayload(state.form, false)).unwrap();
        dispatch({ type: 'profileAccepted' });
      } catch (error) {
        failed(error);
      }
    });

  const submitBank = () =>
    exclusive('bank', async () => {
      const { bankCode, firstName, lastName, bankAccountNo } = state.form;
      const problem = validateBankStep({ bankCode, firstName, lastName, bankAccountNo });
      if (problem) return notify(t(problem));
      // Only the Laos build offers a choice; every other build registers in its one currency.
      const currency = choosesCurrency(region) ? state.form.currency : region.currencies[0];
      try {
        await createAccount(createAccountPayload(state.form, currency)).unwrap();
      } catch (error) {
        return failed(error);
      }
      finished.current = true;
      clearStoredInviteCode();
      dispatch({ type: 'registered' });
      notify(t('auth:register.success'), 'success');
    });

  return {
    step: state.step,
    form: state.form,
    otpRef: state.otp?.otpRef ?? '',
    steps: visibleSteps(otpEnabled),
    sources: sources.data ?? [],
    banks: orderBanks(banks.data ?? [], region.recommendedBanks),
    currencies: choosesCurrency(region) ? region.currencies : [],
    busy: {
      any: pending !== null || state.completed,
      // Until the flag is known, Next cannot tell whether to send an OTP.
      phone: otpFlag.isLoading || pending === 'phone',
      verify: pending === 'verify',
      resend: pending === 'resend',
      profile: pending === 'profile',
      bank: pending === 'bank' || state.completed,
    },
    edit: (patch: Partial<RegisterForm>) => dispatch({ type: 'edit', patch }),
    back: () => dispatch({ type: 'back' }),
    submitPhone,
    resendOtp,
    submitOtp,
    submitProfile,
    submitBank,
  };
}

export type RegisterWizard = ReturnType<typeof useRegisterWizard>;
