import { useTranslation } from 'react-i18next';
import { Modal } from './modal';
import { Page } from './page';
import { RetryAlert } from './retry-alert';

/** Where a part that could not be loaded says so (see on-demand.tsx). */
export type UnavailableAs = 'page' | 'dialog' | 'hidden';

export interface PartUnavailableProps {
  as: UnavailableAs;
  onRetry: () => void;
  onClose?: () => void;
}

/** A part that could not be loaded: said in a page in place of a screen, or in a sheet in place of a sheet. */
export function PartUnavailable({ as, onRetry, onClose }: PartUnavailableProps) {
  const { t } = useTranslation('common');
  if (as === 'hidden') return null;
  const problem = (
    <RetryAlert onRetry={onRetry} retrying={false}>
      {t('partUnavailable.message')}
    </RetryAlert>
  );
  if (as === 'page') return <Page>{problem}</Page>;
  return (
    <Modal open title={t('partUnavailable.title')} onClose={onClose ?? onRetry}>
      {problem}
    </Modal>
  );
}
