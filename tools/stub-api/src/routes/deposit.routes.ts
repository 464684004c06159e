// Deposits that are checked later: slip upload and the phone-wallet gift link. Both write a
// PENDING deposit entry now; settlement.ts credits the wallet when it settles.
import type { MessageResponse, Slip } from '@wallet/api';
import { checkGiftLink, decryptTrueLink, toCents } from '@wallet/domain';
import { fieldsOf, formAmountCents, text } from '../http/body';
import { refuse } from '../http/errors';
import { member, type RouteTable } from '../http/route-def';
import { extensionOf, readUpload } from '../http/upload';
import { newId, newSlipReference } from '../store/ids';
import { pendingEntry } from '../store/ledger';
import type { SlipRecord } from '../store/state';
import type { StubStore } from '../store/store';
import { slipView } from '../views/statement-view';

const SLIP_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };
const SIGNATURES: Record<string, number[]> = { 'image/png': [0x89, 0x50, 0x4e, 0x47], 'image/jpeg': [0xff, 0xd8, 0xff] };
/** Slip amount when the form does not say (the real backend reads it off the slip image). */
const DEFAULT_SLIP_AMOUNT = 100;
/** The largest slip the demo credits, in hundredths. */
const MAX_SLIP_AMOUNT = 100_000_000;
/** A file whose name contains this fails the check, so the failed path is easy to demonstrate. */
const FAILING_NAME = 'fail';

function minutesOf(hhmm: string | null): number | null {
  const match = hhmm ? /^(\d{2}):(\d{2})$/.exec(hhmm) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Slip upload may be closed for part of the day (fixture slip.closedFrom / closedTo, local time). */
function slipClosed(store: StubStore): boolean {
  const from = minutesOf(store.fixture.slip.closedFrom);
  const to = minutesOf(store.fixture.slip.closedTo);
  if (from === null || to === null) return false;
  const now = new Date(store.now());
  const minute = now.getHours() * 60 + now.getMinutes();
  return from <= to ? minute >= from && minute < to : minute >= from || minute < to;
}

function startsWith(data: Buffer, signature: number[]): boolean {
  return signature.every((byte, index) => data[index] === byte);
}

export const depositRoutes = {
  uploadSlip: member(async ({ store, member: me, request }): Promise<MessageResponse & Slip> => {
    if (!store.fixture.slip.enabled || slipClosed(store)) refuse('SLIP_UPLOAD_FAIL');
    const maxBytes = store.fixture.slip.maxFileMb * 1024 * 1024;
    const upload = await readUpload(request, maxBytes, { missing: 'SLIP_NO_FILE', invalid: 'SLIP_INVALID_FILE' });
    const mimetype = SLIP_TYPES[extensionOf(upload.filename)];
    // Name, declared type and the file's first bytes must all agree: a renamed PDF is not a slip.
    const declared = upload.mimetype === 'image/jpg' ? 'image/jpeg' : upload.mimetype;
    if (!mimetype || mimetype !== declared || !startsWith(upload.data, SIGNATURES[mimetype])) {
      refuse('SLIP_INVALID_FILE');
    }
    const rawAmount = upload.fields.amount;
    const amount = rawAmount === undefined || rawAmount === '' ? DEFAULT_SLIP_AMOUNT * 100 : formAmountCents(rawAmount);
    if (amount <= 0 || amount > MAX_SLIP_AMOUNT) refuse('KEY_INVALID');
    const _id = newId();
    const path = `uploads/slips/${_id}.${extensionOf(upload.filename)}`;
    store.state.uploads.set(path, { mimetype, data: upload.data });
    const slip: SlipRecord = {
      _id,
      createdAt: store.now(),
      amount,
      status: 'PENDING',
      note: '',
      link: `/api/assets/${path}`,
      reference: newSlipReference(),
    };
    me.slips.push(slip);
    const fails = upload.filename.toLowerCase().includes(FAILING_NAME);
    pendingEntry(
      store,
      me,
      { statementType: 'deposit', from: 'SLIP', to: 'WALLET', amount },
      { kind: 'slip', slipId: _id, outcome: fails ? 'FAILED' : 'SUCCESS', note: fails ? 'DEST_ACC_INVALID' : '' },
    );
    return { message: 'SUCCESS', ...slipView(slip) };
  }),
  sendTrueLink: member(async ({ store, member: me, body }): Promise<MessageResponse> => {
    const cipher = text(fieldsOf(body), 'link', 'TRUELINK_INVALID', 4000);
    // Decryption is async (domain loads crypto-js lazily); every check below runs before any change.
    const payload = await decryptTrueLink(cipher, store.settings.trueLinkSecret);
    // Only a gift link of the provider's campaign address, exactly as the client's check leaves it (trimmed).
    if (!payload || checkGiftLink(payload.link).link !== payload.link) refuse('TRUELINK_INVALID');
    if (store.state.usedTrueLinks.has(payload.link)) refuse('TRUELINK_DUPLICATE');
    store.state.usedTrueLinks.add(payload.link);
    pendingEntry(
      store,
      me,
      { statementType: 'deposit', from: 'TRUEWALLET', to: 'WALLET', amount: toCents(store.pricedFor(me).trueLinkAmount) },
      { kind: 'credit' },
    );
    return { message: 'SUCCESS' };
  }),
} satisfies RouteTable;
