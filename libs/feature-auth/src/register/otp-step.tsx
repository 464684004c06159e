import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input } from '@wallet/ui';
import { Reference, SideAction, StepForm, StepText } from './register.styles';
import { StepActions } from './step-actions';
import type { RegisterWizard } from './use-register-wizard';

/** Step 2 (only when the server has OTP on): the code sent by SMS, checked against its reference. */
export function OtpStep({ wizard }: { wizard: RegisterWizard }) {
  const { t } = useTranslation(['auth', 'common']);
  const { busy } = wizard;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void wizard.submitOtp();
  };
  return (
    <StepForm noValidate onSubmit={onSubmit}>
      <StepText>{t('auth:register.otp.description')}</StepText>
      <Reference>{t('auth:register.otp.reference', { ref: wizard.otpRef })}</Reference>
      <Input
        label={t('auth:register.otp.label')}
        placeholder={t('auth:register.otp.placeholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={wizard.form.otpCode}
        onChange={(event) => wizard.edit({ otpCode: event.target.value })}
      />
      <StepActions onBack={wizard.back} submitLabel={t('auth:register.otp.verify')} submitting={busy.verify} locked={busy.any} />
      <SideAction>
        {/* The server allows one code a minute (REQUEST_LIMIT_1MIN): the wait is shown, not hit. */}
        <Button variant="ghost" long busy={busy.resend} disabled={busy.any || wizard.resendIn > 0} onClick={() => void wizard.resendOtp()}>
          {wizard.resendIn > 0 ? t('auth:register.otp.resendIn', { seconds: wizard.resendIn }) : t('auth:register.otp.resend')}
        </Button>
      </SideAction>
    </StepForm>
  );
}
