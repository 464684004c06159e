import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card, Page, PageTitle, useDocumentTitle } from '@wallet/ui';
import { BankStep } from './bank-step';
import { OtpStep } from './otp-step';
import { PhoneStep } from './phone-step';
import { ProfileStep } from './profile-step';
import { Footer, StepTitle } from './register.styles';
import { StepIndicator } from './step-indicator';
import { useRegisterWizard } from './use-register-wizard';

const STEP_VIEWS = { phone: PhoneStep, otp: OtpStep, profile: ProfileStep, bank: BankStep } as const;

/** /register: the four-step registration wizard (spec §2, §4), inside the public layout. */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const wizard = useRegisterWizard();
  useDocumentTitle(t('register.title'));
  const StepView = STEP_VIEWS[wizard.step];
  const title = wizard.step === 'otp' ? t('register.otp.title') : t(`register.step.${wizard.step}`);

  // The whole card changes on each step; moving focus to its title tells screen-reader and
  // keyboard users where they are. Not on arrival, where focus belongs to the page.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(wizard.step);
  useEffect(() => {
    if (shownStep.current === wizard.step) return;
    shownStep.current = wizard.step;
    titleRef.current?.focus();
  }, [wizard.step]);

  return (
    <Page>
      <PageTitle>{t('register.title')}</PageTitle>
      <StepIndicator steps={wizard.steps} current={wizard.step} />
      <Card>
        <StepTitle ref={titleRef} tabIndex={-1}>
          {title}
        </StepTitle>
        <StepView wizard={wizard} />
      </Card>
      <Footer>
        {t('register.haveAccount')}
        <Link to="/login">{t('register.loginLink')}</Link>
      </Footer>
    </Page>
  );
}
