import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './button';
import { Modal } from './modal';

// Full-width buttons stacked, the offered action above the one that closes.
const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface InfoDialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  onClose: () => void;
  /** The closing button's label when the dialog leads on rather than only informs ('Continue'); OK otherwise. */
  closeLabel?: ReactNode;
  /** One thing the member may do before closing (claim a prize): OK then steps back to a secondary button. */
  action?: ReactNode;
  /** The action is in flight: the dialog cannot be closed until it is answered. */
  busy?: boolean;
}

/** Something to read, closed with one button (or the close button, Escape, the backdrop); focus is the Modal's. */
export function InfoDialog({ open, title, children, onClose, closeLabel, action, busy = false }: InfoDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      dismissible={!busy}
      footer={
        <Actions>
          {action}
          <Button block variant={action ? 'secondary' : 'primary'} disabled={busy} onClick={onClose}>
            {closeLabel ?? t('action.ok')}
          </Button>
        </Actions>
      }
    >
      {children}
    </Modal>
  );
}
