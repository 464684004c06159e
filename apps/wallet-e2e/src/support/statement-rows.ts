// A statement as a member who has used the wallet for a while has it, made through the calls a
// member's app makes (the slip, the withdrawal, the bonus) and the stand-in's operator seams (a
// bank deposit arriving, a slip read and credited): rows of every kind, whose type, from and to
// are the longest words of the site's language ('ສິ້ນສຸດໂບນັດ', 'ແນບສະລິບ', 'ທະນາຄານການຄ້າຕ່າງປະເທດລາວ')
// and whose details are sentences, so the desktop table's columns share a squeezed width.
import type { Build } from './browser';
import { SLIP_PNG } from './journeys';
import { api, type Member } from './member';
import { stubDev } from './stub';

/** In the member's currency: a slip that covers the smallest withdrawal, and that withdrawal. */
const FIGURES: Record<Build, { slip: string; withdraw: number }> = {
  th: { slip: '500', withdraw: 100 },
  la: { slip: '100000', withdraw: 65000 },
};

/**
 * Gives the member, all today: a bank deposit, a deposit by slip, a withdrawal to the member's bank
 * (all settled), and a bonus and a promotion each received and ended (each end a record-only row
 * whose details say so and name what ended: 'ໂບນັດເຕີມເງິນລາຍອາທິດ', the promotion's sentence).
 */
export async function longWordedHistory(build: Build, { phone, token }: Member): Promise<void> {
  await stubDev(build, `member/${phone}/deposits`, { count: 1 });
  const form = new FormData();
  form.append('amount', FIGURES[build].slip);
  form.append('file', new Blob([SLIP_PNG], { type: 'image/png' }), 'slip.png');
  const slip = await api<{ _id: string }>(build, 'POST', '/api/wallet/slip', form, token);
  await stubDev(build, `slip/${slip._id}/settle`, {});
  await api(build, 'POST', '/api/wallet/withdraw', { amount: FIGURES[build].withdraw }, token);
  // Settled now, as the operator would within seconds: the rows read the same in every run.
  await stubDev(build, `member/${phone}/settle`, {});
  await api(build, 'GET', '/api/bonus/activate/WEEKLY50', undefined, token);
  await api(build, 'GET', '/api/bonus/clear', undefined, token);
  await api(build, 'GET', '/api/promotion/activate/WELCOME100', undefined, token);
  await api(build, 'GET', '/api/bonus/clear', undefined, token);
}
