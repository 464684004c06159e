import { useEffect, useRef, useState } from 'react';
import type { QrState } from '@wallet/api';
import { LIMITS, type ShownQr } from '@wallet/domain';

/**
 * The code an answer shows, with its deadline (when its countdown reaches 00:00), and the whole
 * seconds left, ticking every second (spec sections 4 and 9); both null while no code is shown.
 * The deadline is the answer's time plus its expireIn; a later answer about the same code (a poll)
 * never moves the deadline later, so the figure never jumps up.
 */
export function useQrCountdown(qr: QrState | undefined, answeredAt: number | undefined): { code: ShownQr | null; secondsLeft: number | null } {
  const live = qr?.hasQrcode && answeredAt !== undefined ? { id: qr.qrcodeId, deadline: answeredAt + qr.expireIn * 1000 } : null;
  const kept = useRef<ShownQr | null>(null);
  if (live && (kept.current?.id !== live.id || live.deadline < kept.current.deadline)) kept.current = live;
  const code = live ? kept.current : null;
  const deadline = code?.deadline ?? null;

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

  return { code, secondsLeft: deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000)) };
}
