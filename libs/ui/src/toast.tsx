import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Tone } from './alert';

export const DEFAULT_TOAST_MS = 3000;

export interface ToastInput {
  message: ReactNode;
  tone?: Tone;
  /** How long it stays, in milliseconds. */
  durationMs?: number;
}

interface ToastItem extends Required<ToastInput> {
  id: number;
}

type ShowToast = (toast: ToastInput) => void;

const ToastContext = createContext<ShowToast | null>(null);

const Stack = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.space(3)};
  left: 50%;
  transform: translateX(-50%);
  z-index: 200;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  width: min(92vw, 420px);
  pointer-events: none;
`;

const Item = styled.div<{ $tone: Tone }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme, $tone }) => theme.color[$tone]};
  color: #fff;
  box-shadow: ${({ theme }) => theme.shadow};
  pointer-events: auto;
  & > span {
    flex: 1;
  }
`;

const Dismiss = styled.button`
  border: none;
  background: transparent;
  color: inherit;
  font-size: 20px;
  cursor: pointer;
`;

function ToastView({ toast, onDone }: { toast: ToastItem; onDone: (id: number) => void }) {
  const { t } = useTranslation('common');
  useEffect(() => {
    const timer = setTimeout(() => onDone(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.durationMs, onDone]);
  return (
    <Item $tone={toast.tone} role={toast.tone === 'danger' ? 'alert' : 'status'}>
      <span>{toast.message}</span>
      <Dismiss type="button" aria-label={t('toast.close')} onClick={() => onDone(toast.id)}>
        ×
      </Dismiss>
    </Item>
  );
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(0);
  const remove = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const show = useCallback<ShowToast>(({ message, tone = 'info', durationMs = DEFAULT_TOAST_MS }) => {
    nextId.current += 1;
    const id = nextId.current;
    setToasts((current) => [...current, { id, message, tone, durationMs }]);
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Stack>
        {toasts.map((toast) => (
          <ToastView key={toast.id} toast={toast} onDone={remove} />
        ))}
      </Stack>
    </ToastContext.Provider>
  );
}

/** Shows a short message on top of the screen: `toast({ message, tone, durationMs })`. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider above it');
  return show;
}
