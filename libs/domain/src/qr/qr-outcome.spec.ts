import fc from 'fast-check';
import { QR_GONE_GRACE_MS, qrOutcome, type QrAnswer } from './qr-outcome';

const shown = { id: 'qr-1', deadline: 300_000 };
const gone: QrAnswer = { qrcodeId: '', hasQrcode: false };
const live: QrAnswer = { qrcodeId: 'qr-1', hasQrcode: true };
const at = (now: number, answer: QrAnswer, cancelledId: string | null = null) => qrOutcome({ shown, answer, now, cancelledId });

describe('qrOutcome (spec §3 QR state, §4 QR deposit)', () => {
  it('without a status: a code gone before its countdown ends was paid', () => {
    expect(at(10_000, gone)).toBe('paid');
    expect(at(10_000, { ...gone, qrcodeId: 'qr-1' })).toBe('paid');
    expect(at(shown.deadline - QR_GONE_GRACE_MS - 1, gone)).toBe('paid');
  });

  it('without a status: a code gone at or near the end of its countdown expired', () => {
    expect(at(shown.deadline, gone)).toBe('expired');
    expect(at(shown.deadline + 60_000, gone)).toBe('expired');
    expect(at(shown.deadline - QR_GONE_GRACE_MS, gone)).toBe('expired');
  });

  it('without a status: a code the member cancelled is cancelled, not paid', () => {
    expect(at(10_000, gone, 'qr-1')).toBe('cancelled');
    expect(at(10_000, gone, 'another')).toBe('paid');
  });

  it('a code still there waits until its countdown reaches 00:00, then has expired', () => {
    expect(at(10_000, live)).toBeNull();
    expect(at(shown.deadline - 1, live)).toBeNull();
    expect(at(shown.deadline, live)).toBe('expired');
    expect(at(10_000, { ...live, status: 'WAITING' })).toBeNull();
  });

  it('another live code in its place is no outcome of the shown one', () => {
    expect(at(10_000, { qrcodeId: 'qr-2', hasQrcode: true })).toBeNull();
    expect(at(shown.deadline + 1, { qrcodeId: 'qr-2', hasQrcode: true })).toBeNull();
  });

  it('uses the status extension for the shown code when the backend gives it', () => {
    expect(at(shown.deadline + 1, { ...gone, qrcodeId: 'qr-1', status: 'PAID' })).toBe('paid');
    expect(at(10_000, { ...gone, qrcodeId: 'qr-1', status: 'EXPIRED' })).toBe('expired');
    expect(at(10_000, { ...gone, qrcodeId: 'qr-1', status: 'CANCELLED' })).toBe('cancelled');
    expect(at(10_000, { ...gone, qrcodeId: 'qr-1', status: 'PAID' }, 'qr-1')).toBe('paid');
  });

  it('never calls a code paid once its countdown is within the margin of 00:00, unless the status says so', () => {
    fc.assert(
      fc.property(fc.integer({ min: shown.deadline - QR_GONE_GRACE_MS, max: shown.deadline + 1e7 }), fc.boolean(), (now, withId) => {
        expect(at(now, { ...gone, qrcodeId: withId ? 'qr-1' : '' })).toBe('expired');
      }),
    );
  });
});
