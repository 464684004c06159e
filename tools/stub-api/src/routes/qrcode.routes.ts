// QR deposits per provider. One waiting code per member: creating a code cancels any other
// waiting one, which is why the app reloads the other providers' panels after a create.
import type { MessageResponse, QrState } from '@wallet/api';
import { QR_MIN_AMOUNT, QR_PROVIDERS, qrLowestAmount, toCents, validateQrAmount } from '@wallet/domain';
import { amountCents, fieldsOf, param } from '../http/body';
import { fail, refuse } from '../http/errors';
import { member, type RouteTable } from '../http/route-def';
import { currentQr, noQr, qrStatus, qrView } from '../rules/qr';
import { newId } from '../store/ids';
import type { QrRecord } from '../store/state';
import { baht } from '../views/member-view';

const MAX_QR_AMOUNT = 100_000_000;

/** A provider code exactly as the deposit lookup lists it (KBANK, WW, ...), else QR_FAIL. */
function providerOf(params: unknown): string {
  const provider = param(params, 'provider', 'QR_FAIL');
  if (!(QR_PROVIDERS as readonly string[]).includes(provider)) refuse('QR_FAIL');
  return provider;
}

export const qrcodeRoutes = {
  getQr: member(({ store, member: me, params }): QrState => {
    const qr = currentQr(store, me._id, providerOf(params));
    return qr ? qrView(store, qr) : noQr();
  }),
  createQr: member(({ store, member: me, params, body }): QrState => {
    const provider = providerOf(params);
    const amount = amountCents(fieldsOf(body, 'QR_FAIL'), 'amount', 'QR_FAIL');
    // Spec §5: no QR amount under 1, whatever the provider (KBANK included).
    if (amount < toCents(QR_MIN_AMOUNT) || amount > MAX_QR_AMOUNT) refuse('QR_FAIL');
    const override = store.settings.qrMinimumOverride;
    if (validateQrAmount(provider, baht(amount), override) !== null) {
      // Spec §7: a create answering hasQrcode false shows the server's message.
      return noQr(`The minimum amount for ${provider} is ${qrLowestAmount(provider, override)} ${me.currency}`);
    }
    const now = store.now();
    for (const other of store.state.qrcodes.values()) {
      if (other.memberId === me._id && qrStatus(store, other) === 'WAITING') {
        other.status = 'CANCELLED';
        other.endedAt = now;
      }
    }
    const qr: QrRecord = {
      _id: newId(),
      memberId: me._id,
      provider,
      amount,
      createdAt: now,
      expiresAt: now + store.settings.qrExpireMs,
      status: 'WAITING',
      endedAt: null,
    };
    store.state.qrcodes.set(qr._id, qr);
    return qrView(store, qr);
  }),
  deleteQr: member(({ store, member: me, params }): MessageResponse => {
    const qr = store.state.qrcodes.get(param(params, 'qrcodeId', 'QR_FAIL'));
    if (!qr || qr.memberId !== me._id) fail(404, 'NO_DATA');
    if (qrStatus(store, qr) !== 'WAITING') refuse('QR_FAIL');
    qr.status = 'CANCELLED';
    qr.endedAt = store.now();
    return { message: 'SUCCESS' };
  }),
} satisfies RouteTable;
