import { useTranslation } from 'react-i18next';
import type { RegisterStep } from './register-steps';
import { Counter, Dot, Item, List, Wrapper, type StepMark } from './step-indicator.styles';

export interface StepIndicatorProps {
  /** The steps that count: without the OTP step when the server has OTP off. */
  steps: readonly RegisterStep[];
  current: RegisterStep;
}

/** 'Step 2 of 4' and the step names, so the member knows how much is left. */
export function StepIndicator({ steps, current }: StepIndicatorProps) {
  const { t } = useTranslation('auth');
  const position = steps.indexOf(current);
  const markOf = (index: number): StepMark => (index < position ? 'done' : index === position ? 'current' : 'todo');
  return (
    <Wrapper aria-label={t('register.title')}>
      <Counter>{t('register.stepOf', { step: position + 1, count: steps.length })}</Counter>
      <List $count={steps.length}>
        {steps.map((step, index) => (
          <Item key={step} $mark={markOf(index)} aria-current={step === current ? 'step' : undefined}>
            <Dot $mark={markOf(index)} aria-hidden="true">
              {index + 1}
            </Dot>
            {t(`register.step.${step}`)}
          </Item>
        ))}
      </List>
    </Wrapper>
  );
}
