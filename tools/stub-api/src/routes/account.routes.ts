// Login, registration and the member's own account data.
import type { LoginResponse, MessageResponse, Profile, RegistrationPayload } from '@wallet/api';
import { INVITE_CODE_PREFIX, validateBankAccountName } from '@wallet/domain';
import { fieldsOf, secret, text } from '../http/body';
import { fail, refuse } from '../http/errors';
import { member, open, type RouteTable } from '../http/route-def';
import { isCleanHolderName, readBankData, readCurrency, readRegistration } from '../rules/registration';
import { newId, newToken } from '../store/ids';
import type { MemberState } from '../store/state';
import type { StubStore } from '../store/store';
import { profileView } from '../views/member-view';

const OK: MessageResponse = { message: 'SUCCESS' };

function newMember(store: StubStore, payload: RegistrationPayload, body: unknown): MemberState {
  const currency = readCurrency(store, body);
  if (store.state.site.registerOTP && !store.state.verifiedPhones.has(payload.username)) refuse('UNVERIFIED_OTP');
  const games: MemberState['games'] = {};
  for (const game of store.fixture.games) games[game.code] = { isActive: false, amount: 0, username: '', password: '' };
  return {
    _id: newId(),
    username: payload.username,
    password: payload.password,
    name: payload.name,
    createdAt: store.now(),
    active: true,
    currency,
    bankCode: payload.bankCode,
    bankAccountName: payload.bankAccountName,
    bankAccountNo: payload.bankAccountNo,
    wallet: 0,
    coin: 0,
    games,
    invite: { amount: 0, success: 0, fail: 0 },
    invites: [],
    refund: { pending: 0, success: 0, fail: 0 },
    refunds: [],
    bonuses: {},
    held: null,
    promotionsReceived: [],
    statements: [],
    slips: [],
    coupons: [],
  };
}

/** A known invite code (PR + member id, exactly) lists the newcomer in the inviter's table; others are ignored. */
function recordInvite(store: StubStore, invitee: MemberState, inviteCode: string): void {
  if (!inviteCode.startsWith(INVITE_CODE_PREFIX)) return;
  const inviter = store.state.members.get(inviteCode.slice(INVITE_CODE_PREFIX.length));
  if (!inviter) return;
  inviter.invites.push({ fromName: invitee.name, amount: 0, createdAt: store.now() });
}

export const accountRoutes = {
  login: open(({ store, body }): LoginResponse => {
    const fields = fieldsOf(body);
    const username = text(fields, 'username', undefined, 50);
    const password = secret(fields, 'password');
    const found = store.memberByUsername(username);
    if (!found || found.password !== password) refuse('WRONG_CREDENTIAL');
    if (!found.active) fail(403, 'INACTIVE_USER');
    const token = newToken();
    store.state.tokens.set(token, { memberId: found._id, expiresAt: store.now() + store.settings.tokenTtlMs });
    return { token };
  }),
  validateAccount: open(({ store, body }): MessageResponse => {
    readRegistration(store, body, false);
    return OK;
  }),
  createAccount: open(({ store, body }): MessageResponse => {
    const payload = readRegistration(store, body, true);
    const created = newMember(store, payload, body);
    store.state.members.set(created._id, created);
    recordInvite(store, created, payload.inviteCode);
    return OK;
  }),
  getProfile: member(({ member: me }): Profile => profileView(me)),
  updateProfile: member(({ store, member: me, body }): MessageResponse & Profile => {
    const fields = fieldsOf(body, 'INVALID_USER_INFO');
    const name = text(fields, 'name', 'INVALID_USER_INFO', 100);
    const bank = readBankData(store, fields, me);
    Object.assign(me, { name }, bank);
    return { message: 'SUCCESS', ...profileView(me) };
  }),
  updateBankAccountName: member(({ member: me, body }): MessageResponse => {
    const fields = fieldsOf(body);
    const bankCode = text(fields, 'bankCode', undefined, 20);
    const bankAccountName = text(fields, 'bankAccountName', undefined, 120);
    if (bankCode !== me.bankCode) refuse('INVALID_BANK');
    // The edit modal's rule (spec §5) holds whatever the bank: English letters and spaces only,
    // sent trimmed and upper-cased (the modal forces upper case as the member types).
    if (validateBankAccountName(bankAccountName) !== null) refuse('BANK_ACCOUNT_NAME_ENG');
    if (!isCleanHolderName(bankAccountName)) refuse('KEY_INVALID');
    me.bankAccountName = bankAccountName;
    return OK;
  }),
  changePassword: member(({ member: me, body }): MessageResponse => {
    const fields = fieldsOf(body);
    const oldPassword = secret(fields, 'oldPassword');
    const newPassword = secret(fields, 'newPassword');
    if (oldPassword !== me.password) refuse('WRONG_PASSWORD');
    me.password = newPassword;
    return OK;
  }),
} satisfies RouteTable;
