import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Backdrop, Body, CloseButton, Footer, Handle, Header, Panel, Title } from './modal.styles';
import { useHoldReload } from './reload-holds';
import { returnFocus } from './return-focus';
import { topModal, useFocusKept } from './use-focus-kept';
import { useFocusTrap } from './use-focus-trap';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** False while something must be answered first (for example a request in flight). */
  dismissible?: boolean;
  role?: 'dialog' | 'alertdialog';
  /** Where focus goes on close when the control that opened the modal is no longer on the page. */
  fallbackFocus?: RefObject<HTMLElement | null>;
  /** What takes focus on open (an alert's OK, so Enter answers it); the panel itself otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** One height whatever the content shows (tabbed content): the panel's top never moves. */
  steady?: boolean;
  /**
   * False for a dialog drawn in the screen's first paint (a first visit's notice): nothing opened
   * it, so it is simply there, without the fade and slide that answer a tap.
   */
  entrance?: boolean;
}

/** The fallback's element as it is when the modal closes (not when it opened): the one there now. */
const elementAtClose = (ref: RefObject<HTMLElement | null> | undefined) => ref?.current ?? null;

/**
 * An accessible dialog: a bottom sheet on a phone, centred from 900 px. Focus moves in, stays in
 * (Tab and Shift+Tab cycle) and returns to where it was on close; Escape and the backdrop close
 * it when dismissible.
 */
export function Modal({ open, title, onClose, children, footer, dismissible = true, role = 'dialog', fallbackFocus, initialFocus, steady = false, entrance = true }: ModalProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const trapTab = useFocusTrap(panelRef);
  useFocusKept(panelRef, open);
  // An open modal holds off a reload for a new release (the update prompt).
  useHoldReload(open);

  useEffect(() => {
    if (!open) return undefined;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    (initialFocus?.current ?? panelRef.current)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      // The opener may have gone meanwhile (a claimed coupon's button), be disabled (a money action
      // in flight or offline), or have been the page itself: focus must not be lost. Failing it
      // and the fallback, the modal under this one takes it.
      returnFocus([previouslyFocused, elementAtClose(fallbackFocus), topModal()]);
    };
  }, [open, fallbackFocus, initialFocus]);

  if (!open) return null;

  const close = () => {
    if (dismissible) onClose();
  };

  const keyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      // Stops here so a dialog opened over another closes alone.
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      event.stopPropagation();
      trapTab(event);
    }
  };

  return createPortal(
    <Backdrop data-still={!entrance || undefined} onClick={(event) => event.target === event.currentTarget && close()}>
      <Panel ref={panelRef} $steady={steady} role={role} aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={keyDown}>
        <Handle aria-hidden="true" />
        <Header>
          <Title id={titleId}>{title}</Title>
          {dismissible && (
            <CloseButton type="button" aria-label={t('modal.close')} onClick={onClose}>
              ×
            </CloseButton>
          )}
        </Header>
        <Body>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
