/** A QR code the member was shown: its id and when its countdown reaches 00:00 (epoch ms). */
export interface ShownQr {
  id: string;
  deadline: number;
}

/** A later answer of GET /api/qrcode/{provider} (spec §3 QR state), as far as the outcome needs it. */
export interface QrAnswer {
  qrcodeId: string;
  hasQrcode: boolean;
  /** Extension: the code's outcome, when the backend says it. */
  status?: string;
}

/** How a shown code ended (spec §4 QR deposit). */
export type QrOutcome = 'paid' | 'expired' | 'cancelled';

/**
 * A code that is gone this close to its deadline counts as expired, not paid. The countdown's
 * deadline is the answer's arrival plus expireIn whole seconds, so it can run a second or more
 * behind the server's own expiry; a code the server has just expired must not be taken for a
 * payment. One poll interval of margin.
 */
export const QR_GONE_GRACE_MS = 3000;

/**
 * What an answer about the provider's code says of the code the member was shown (spec §3, §4),
 * or null while it has not ended (still waiting, or another code is live in its place):
 * - with the status extension for the shown code: PAID, EXPIRED and CANCELLED say it;
 * - otherwise a code that is gone (hasQrcode false) was cancelled when the member cancelled it,
 *   expired when its countdown had (nearly) reached 00:00, and paid when it went before that;
 * - a code still there is expired once its countdown reaches 00:00.
 */
export function qrOutcome({ shown, answer, now, cancelledId }: { shown: ShownQr; answer: QrAnswer; now: number; cancelledId: string | null }): QrOutcome | null {
  const aboutShown = answer.qrcodeId === shown.id;
  if (aboutShown && answer.status === 'PAID') return 'paid';
  if (aboutShown && answer.status === 'EXPIRED') return 'expired';
  if (aboutShown && answer.status === 'CANCELLED') return 'cancelled';
  if (answer.hasQrcode) {
    if (!aboutShown) return null;
    return now >= shown.deadline ? 'expired' : null;
  }
  if (cancelledId === shown.id) return 'cancelled';
  return now < shown.deadline - QR_GONE_GRACE_MS ? 'paid' : 'expired';
}
