import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tone } from './alert';
import { Dismiss, Item, Stack } from './toast.styles';
import { useToastPlacement } from './use-toast-placement';

export const DEFAULT_TOAST_MS = 3000;

export interface ToastInput {
  message: ReactNode;
  tone?: Tone;
  /** How long it stays, in milliseconds. */
  durationMs?: number;
  /**
   * The messages of one task (a wizard, say): a newer one takes the place of the older ones, and
   * the task drops them all once they no longer hold (useClearToasts).
   */
  group?: string;
}

interface ToastItem extends Required<Omit<ToastInput, 'group'>> {
  group: string | null;
  id: number;
  /** The part of the app (see useToastScope) that raised it. */
  scope: string | null;
}

type ShowToast = (toast: ToastInput) => void;

interface ToastControls {
  show: ShowToast;
  enterScope: (scope: string) => void;
  clear: (group: string) => void;
}

const ToastContext = createContext<ToastControls | null>(null);

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
  const scope = useRef<string | null>(null);
  const remove = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const show = useCallback<ShowToast>(({ message, tone = 'info', durationMs = DEFAULT_TOAST_MS, group = null }) => {
    nextId.current += 1;
    const id = nextId.current;
    setToasts((current) => [...current.filter((toast) => group === null || toast.group !== group), { id, message, tone, durationMs, group, scope: scope.current }]);
  }, []);
  const clear = useCallback((group: string) => setToasts((current) => current.filter((toast) => toast.group !== group)), []);
  const enterScope = useCallback((next: string) => {
    if (scope.current === next) return;
    scope.current = next;
    setToasts((current) => current.filter((toast) => toast.scope === next));
  }, []);
  const value = useMemo(() => ({ show, enterScope, clear }), [show, enterScope, clear]);
  const stack = useRef<HTMLDivElement>(null);
  // Off any open sheet while there is something to show.
  useToastPlacement(stack, toasts.length > 0);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Stack ref={stack} aria-live="polite" aria-relevant="additions">
        {toasts.map((toast) => (
          <ToastView key={toast.id} toast={toast} onDone={remove} />
        ))}
      </Stack>
    </ToastContext.Provider>
  );
}

function useToastControls(): ToastControls {
  const controls = useContext(ToastContext);
  if (!controls) throw new Error('useToast needs a ToastProvider above it');
  return controls;
}

/** Shows a short message on top of the screen: `toast({ message, tone, durationMs })`. */
export function useToast(): ShowToast {
  return useToastControls().show;
}

/** Drops the toasts of a group: what they said no longer holds (the member has moved on). */
export function useClearToasts(): (group: string) => void {
  return useToastControls().clear;
}

/**
 * Marks the part of the app now on screen (the shell's public and member layouts). Entering
 * another part drops the toasts raised in the previous one, so a message from registration does
 * not follow the member into the member area.
 */
export function useToastScope(scope: string): void {
  const { enterScope } = useToastControls();
  // A layout effect runs before the screens' own effects, which may raise a toast on arrival.
  useLayoutEffect(() => enterScope(scope), [enterScope, scope]);
}
