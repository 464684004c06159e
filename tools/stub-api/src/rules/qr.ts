// QR deposit codes: their status by the store's clock, what GET reports, and paying one.
import type { QrState } from '@wallet/api';
import { creditWallet } from '../store/ledger';
import type { QrRecord, QrStatus } from '../store/state';
import type { StubStore } from '../store/store';
import { baht } from '../views/member-view';
import { qrSvg } from '../views/qr-svg';

/** How long a paid, cancelled or expired code is still reported before GET forgets it. */
export const OUTCOME_REPORT_MS = 60_000;

export function qrStatus(store: StubStore, qr: QrRecord): QrStatus {
  if (qr.status === 'WAITING' && qr.expiresAt <= store.now()) return 'EXPIRED';
  return qr.status;
}

/** When a code stopped waiting (paid, cancelled, or its expiry time). */
function endedAt(store: StubStore, qr: QrRecord): number | null {
  return qrStatus(store, qr) === 'EXPIRED' ? qr.expiresAt : qr.endedAt;
}

export function noQr(message = ''): QrState {
  return { qrcodeId: '', hasQrcode: false, qrcode: '', amount: 0, expireIn: 0, message };
}

/** The contract view: hasQrcode only while the code can still be paid. */
export function qrView(store: StubStore, qr: QrRecord): QrState {
  const status = qrStatus(store, qr);
  const waiting = status === 'WAITING';
  return {
    qrcodeId: qr._id,
    hasQrcode: waiting,
    qrcode: waiting ? qrSvg(qr._id) : '',
    amount: baht(qr.amount),
    expireIn: waiting ? Math.ceil((qr.expiresAt - store.now()) / 1000) : 0,
    message: '',
    status,
  };
}

/** The member's latest code of a provider that is still worth reporting, if any. */
export function currentQr(store: StubStore, memberId: string, provider: string): QrRecord | undefined {
  const now = store.now();
  let latest: QrRecord | undefined;
  // Map order is creation order, so the last match is the newest even within one millisecond.
  for (const qr of store.state.qrcodes.values()) {
    if (qr.memberId === memberId && qr.provider === provider) latest = qr;
  }
  if (!latest) return undefined;
  const ended = endedAt(store, latest);
  return ended !== null && now - ended > OUTCOME_REPORT_MS ? undefined : latest;
}

/** Pays a waiting code: the deposit lands in the wallet. False when it cannot be paid. */
export function payQr(store: StubStore, qr: QrRecord): boolean {
  if (qrStatus(store, qr) !== 'WAITING') return false;
  const member = store.state.members.get(qr.memberId);
  if (!member) return false;
  qr.status = 'PAID';
  qr.endedAt = store.now();
  creditWallet(store, member, { statementType: 'deposit', from: qr.provider, to: 'WALLET', amount: qr.amount });
  return true;
}
