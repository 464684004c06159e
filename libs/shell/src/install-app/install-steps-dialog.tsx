import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AddSquareIcon, InfoDialog, InstallIcon, ShareIcon } from '@wallet/ui';

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const Step = styled.li`
  display: grid;
  grid-template-columns: 28px 40px 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  counter-increment: step;
  &::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 28px;
    height: 28px;
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
    font-weight: 700;
  }
`;

// What the member looks for on Safari's screen, drawn as Safari draws it.
const Glyph = styled.span`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.info};
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

function StepItem({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Step>
      <Glyph aria-hidden="true">{icon}</Glyph>
      <span>{children}</span>
    </Step>
  );
}

/** Safari on an iPhone or iPad has no install prompt: the member menu's entry shows the way instead. */
export function InstallStepsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <InfoDialog open={open} title={t('install.title')} onClose={onClose}>
      <Intro>{t('install.intro')}</Intro>
      <Steps>
        <StepItem icon={<ShareIcon />}>{t('install.stepShare')}</StepItem>
        <StepItem icon={<AddSquareIcon />}>{t('install.stepAdd')}</StepItem>
        <StepItem icon={<InstallIcon />}>{t('install.stepConfirm')}</StepItem>
      </Steps>
    </InfoDialog>
  );
}
