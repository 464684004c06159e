/**
 * The client's reads against the stand-in in its spec-only mode (STUB_SHAPES=spec): each answer
 * carries only what spec sections 3 and 7 give, and every one must pass the client's schemas.
 */
import { startStubApi, type StubApiProcess } from './stub-api-process';
import { createTestStore } from './testing';
import { clearToken, storeToken } from './token-storage';
import { authApi } from './areas/auth/auth.api';
import { bonusApi } from './areas/bonus/bonus.api';
import { inviteApi } from './areas/invite/invite.api';
import { depositLookupApi } from './areas/deposit-lookup/deposit-lookup.api';
import { lookupApi } from './areas/lookup/lookup.api';
import { siteApi } from './areas/site/site.api';
import { promotionApi } from './areas/promotion/promotion.api';
import { refundApi } from './areas/refund/refund.api';
import { spinWheelApi } from './areas/spin-wheel/spin-wheel.api';
import { statementApi } from './areas/statement/statement.api';
import { walletApi } from './areas/wallet/wallet.api';
import { profileApi } from './areas/profile/profile.api';
import { spinActiveApi } from './areas/spin-active/spin-active.api';

let stub: StubApiProcess;
beforeAll(async () => {
  stub = await startStubApi({ STUB_SHAPES: 'spec' });
}, 30_000);
afterAll(() => stub.stop());
afterEach(() => clearToken());

async function memberStore() {
  const store = createTestStore({ apiBase: stub.url });
  const { token } = await store.dispatch(authApi.endpoints.login.initiate({ username: '0812345678', password: 'demo1234' })).unwrap();
  storeToken(token, false);
  return store;
}

describe('the client against a backend that gives only what the specification promises', () => {
  it('reads every lookup a visitor makes', async () => {
    const store = createTestStore({ apiBase: stub.url });
    const { lookupBanks, lookupConditions, lookupContact, lookupWithdraw, lookupSlip, lookupSources, lookupRegisterOtp } = lookupApi.endpoints;
    const { lookupAgreements, lookupInfo, lookupNotice, lookupActive, lookupEnableChatWidget } = siteApi.endpoints;
    const answers = await Promise.all([
      store.dispatch(lookupBanks.initiate()).unwrap(),
      store.dispatch(lookupConditions.initiate()).unwrap(),
      store.dispatch(lookupAgreements.initiate()).unwrap(),
      store.dispatch(lookupInfo.initiate()).unwrap(),
      store.dispatch(lookupContact.initiate()).unwrap(),
      store.dispatch(lookupWithdraw.initiate()).unwrap(),
      store.dispatch(lookupSources.initiate()).unwrap(),
      store.dispatch(lookupActive.initiate()).unwrap(),
      store.dispatch(lookupRegisterOtp.initiate()).unwrap(),
      store.dispatch(lookupEnableChatWidget.initiate()).unwrap(),
    ]);
    expect(answers.every((answer) => answer !== undefined && answer !== null)).toBe(true);
    // Named without a shape: a bare notice string and empty slip settings become the client's shapes.
    expect(await store.dispatch(lookupNotice.initiate()).unwrap()).toEqual({ notice: expect.any(String) });
    expect(await store.dispatch(lookupSlip.initiate()).unwrap()).toEqual({});
  });

  it("reads every member screen's main call, without the extension fields", async () => {
    const store = await memberStore();
    const wallet = await store.dispatch(walletApi.endpoints.getWallet.initiate()).unwrap();
    expect(wallet.profile?.currency).toBeUndefined();
    expect(wallet.slots.length).toBeGreaterThan(0);
    await expect(store.dispatch(profileApi.endpoints.getProfile.initiate()).unwrap()).resolves.toMatchObject({ username: '0812345678' });
    await expect(store.dispatch(depositLookupApi.endpoints.lookupDeposit.initiate()).unwrap()).resolves.toMatchObject({ banks: expect.any(Array) });
    const invites = await store.dispatch(inviteApi.endpoints.listInvites.initiate({ page: 1, limit: 10 })).unwrap();
    expect(invites.total).toBeUndefined();
    await expect(store.dispatch(inviteApi.endpoints.inviteBanners.initiate()).unwrap()).resolves.toEqual({ banners: expect.any(Array) });
    await expect(store.dispatch(refundApi.endpoints.listRefunds.initiate({ page: 1, limit: 10 })).unwrap()).resolves.toEqual({ refunds: expect.any(Array), leftOut: 0 });
    await expect(store.dispatch(refundApi.endpoints.checkRefund.initiate()).unwrap()).resolves.toMatchObject({ result: expect.any(Boolean) });
    const bonuses = await store.dispatch(bonusApi.endpoints.listBonuses.initiate()).unwrap();
    expect(bonuses.bonuses[0].name).toBeUndefined();
    expect(bonuses.leftOut).toBe(0);
    await expect(store.dispatch(bonusApi.endpoints.checkActiveBonus.initiate()).unwrap()).resolves.toMatchObject({ status: expect.any(Boolean) });
    await expect(store.dispatch(promotionApi.endpoints.findPromotion.initiate('WELCOME100')).unwrap()).resolves.toMatchObject({ percentFail: expect.any(Number) });
    const statements = await store.dispatch(statementApi.endpoints.listStatements.initiate({ page: 1, limit: 10 })).unwrap();
    expect(statements.total).toBeGreaterThan(0);
    await expect(store.dispatch(statementApi.endpoints.listSlips.initiate({ page: 1, limit: 10 })).unwrap()).resolves.toEqual({ slips: expect.any(Array), leftOut: 0 });
    await expect(store.dispatch(spinWheelApi.endpoints.spinSetup.initiate()).unwrap()).resolves.toMatchObject({ userCoin: expect.any(Number) });
    await expect(store.dispatch(spinWheelApi.endpoints.listCoupons.initiate()).unwrap()).resolves.toEqual({ coupons: expect.any(Array), leftOut: 0 });
    await expect(store.dispatch(spinActiveApi.endpoints.spinActive.initiate()).unwrap()).resolves.toEqual({ active: expect.any(Boolean) });
  });
});
