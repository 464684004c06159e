/**
 * One deposit, one notice (issue 38): a paid QR says "payment received" at once, and the deposit
 * watch (deposit-watch.ts) says what arrived when it sees the wallet rise. Both see the same
 * money, in either order, so each keeps account of what the other has already said: money is
 * said once, whichever notice comes first.
 */
export interface DepositNotices {
  /** Money a paid QR has said that no wallet rise has shown yet, in hundredths. */
  saidPaid: number;
  /** Money the watch has said arrived that no paid QR has claimed yet, in hundredths. */
  saidArrived: number;
}

export const NO_DEPOSIT_NOTICES: DepositNotices = { saidPaid: 0, saidArrived: 0 };

// Hundredths, so baht decimals add up exactly and kip's whole numbers stay whole.
const hundredths = (amount: number) => (Number.isFinite(amount) && amount > 0 ? Math.round(amount * 100) : 0);

/**
 * A QR of `amount` was paid: whether the paid notice is still news (false when the watch has
 * already said that much arrived), and the account after it.
 */
export function qrPaidNotice(notices: DepositNotices, amount: number): { say: boolean; notices: DepositNotices } {
  const paid = hundredths(amount);
  if (paid > 0 && notices.saidArrived >= paid) return { say: false, notices: { ...notices, saidArrived: notices.saidArrived - paid } };
  return { say: true, notices: { ...notices, saidPaid: notices.saidPaid + paid } };
}

/**
 * The wallet rose by `rise`: how much of it is news to say (0 when a paid QR has already said it
 * all), and the account after it.
 */
export function arrivalNotice(notices: DepositNotices, rise: number): { amount: number; notices: DepositNotices } {
  const risen = hundredths(rise);
  if (risen <= notices.saidPaid) return { amount: 0, notices: { ...notices, saidPaid: notices.saidPaid - risen } };
  const news = risen - notices.saidPaid;
  return { amount: news / 100, notices: { saidPaid: 0, saidArrived: notices.saidArrived + news } };
}
