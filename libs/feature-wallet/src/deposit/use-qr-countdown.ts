import { useEffect, useRef, useState } from 'react';
import type { QrState } from '@wallet/api';
import { LIMITS } from '@wallet/domain';

/**
 * Whole seconds left before a live QR expires, ticking every second (spec sections 4 and 9), or
 * null while no live code is shown. The deadline is the answer's time plus its expireIn; a later
 * answer about the same code (a poll) never moves the deadline later, so the figure never jumps up.
 */
export function useQrCountdown(qr: QrState | undefined, answeredAt: number | undefined): number | null {
  const live = qr?.hasQrcode && answeredAt !== undefined ? { id: qr.qrcodeId, deadline: answeredAt + qr.expireIn * 1000 } : null;
  const kept = useRef<{ id: string; deadline: number } | null>(null);
  if (live && (kept.current?.id !== live.id || live.deadline < kept.current.deadline)) kept.current = live;
  const deadline = live ? kept.current?.deadline ?? live.deadline : null;

  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, LIMITS.QR_COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);

  return deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000));
}
