import { useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from './button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  onConfirm: () => void;
  /** Leave out for an alert that only needs acknowledging. */
  onCancel?: () => void;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  tone?: ButtonVariant;
  /** The confirmed action is in flight: confirm is disabled and the dialog cannot be dismissed. */
  busy?: boolean;
  /** Where focus goes on close when the control that opened it is gone (Modal's fallbackFocus). */
  fallbackFocus?: RefObject<HTMLElement | null>;
  /** Confirming sends a money or prize action: confirm waits for the network (see Button's `money`). */
  money?: boolean;
}

/** A question (confirm + cancel) or, without onCancel, an alert with a single OK. */
export function ConfirmDialog({ open, title, children, onConfirm, onCancel, confirmLabel, cancelLabel, tone = 'primary', busy = false, fallbackFocus, money = false }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  // An alert (OK alone) opens on its OK, so Enter answers it as Escape does; a question opens on
  // its panel, so neither answer is given by a stray Enter.
  const ok = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      role="alertdialog"
      title={title}
      onClose={onCancel ?? onConfirm}
      dismissible={!busy}
      fallbackFocus={fallbackFocus}
      initialFocus={onCancel ? undefined : ok}
      footer={
        <>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              {cancelLabel ?? t('action.cancel')}
            </Button>
          )}
          <Button ref={ok} variant={tone} onClick={onConfirm} busy={busy} money={money}>
            {confirmLabel ?? (onCancel ? t('action.confirm') : t('action.ok'))}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
