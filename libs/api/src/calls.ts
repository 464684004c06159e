/**
 * The catalogue of backend calls, one entry per call of spec section 7. Endpoints are built from
 * it and the stand-in API registers a route for each, so a call cannot exist on one side only.
 * Path parameters are written `{name}`.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallDefinition {
  method: HttpMethod;
  path: string;
  /** Multipart uploads get the long (300 s) time-out. */
  upload?: boolean;
}

export const CALLS = {
  // lookups
  lookupBanks: { method: 'GET', path: '/api/lookup/banks' },
  lookupDeposit: { method: 'GET', path: '/api/lookup/deposit' },
  lookupConditions: { method: 'GET', path: '/api/lookup/conditions' },
  lookupAgreements: { method: 'GET', path: '/api/lookup/agreements' },
  lookupInfo: { method: 'GET', path: '/api/lookup/info' },
  lookupNotice: { method: 'GET', path: '/api/lookup/notice' },
  lookupContact: { method: 'GET', path: '/api/lookup/contact' },
  lookupWithdraw: { method: 'GET', path: '/api/lookup/withdraw' },
  lookupSlip: { method: 'GET', path: '/api/lookup/slip' },
  lookupSources: { method: 'GET', path: '/api/lookup/sources' },
  lookupActive: { method: 'GET', path: '/api/lookup/active' },
  lookupRegisterOtp: { method: 'GET', path: '/api/lookup/registerOTP' },
  lookupEnableChatWidget: { method: 'GET', path: '/api/lookup/enableChatWidget' },
  // auth and account
  login: { method: 'POST', path: '/api/login' },
  validateAccount: { method: 'POST', path: '/api/account/validate' },
  createAccount: { method: 'POST', path: '/api/account' },
  getProfile: { method: 'GET', path: '/api/account/profile' },
  updateProfile: { method: 'PUT', path: '/api/account/profile' },
  updateBankAccountName: { method: 'PUT', path: '/api/account/bankAccountName' },
  changePassword: { method: 'PUT', path: '/api/account/changepwd' },
  sendOtp: { method: 'POST', path: '/api/otp/send' },
  verifyOtp: { method: 'POST', path: '/api/otp/verify' },
  // wallet
  getWallet: { method: 'GET', path: '/api/wallet' },
  refreshGameBalances: { method: 'GET', path: '/api/wallet/refresh/slot' },
  activateGame: { method: 'GET', path: '/api/wallet/activate/{code}' },
  getGameAccount: { method: 'GET', path: '/api/wallet/account/{code}' },
  resetGamePassword: { method: 'GET', path: '/api/wallet/resetpassword/{code}' },
  addToWallet: { method: 'POST', path: '/api/wallet/add' },
  transfer: { method: 'POST', path: '/api/wallet/transfer' },
  transferAll: { method: 'POST', path: '/api/wallet/transferAll' },
  withdraw: { method: 'POST', path: '/api/wallet/withdraw' },
  withdrawAll: { method: 'POST', path: '/api/wallet/withdrawAll' },
  uploadSlip: { method: 'POST', path: '/api/wallet/slip', upload: true },
  sendTrueLink: { method: 'POST', path: '/api/wallet/truelink' },
  getQr: { method: 'GET', path: '/api/qrcode/{provider}' },
  createQr: { method: 'POST', path: '/api/qrcode/{provider}' },
  deleteQr: { method: 'DELETE', path: '/api/qrcode/{qrcodeId}' },
  autoLogin: { method: 'GET', path: '/api/autoLogin/{provider}/{username}' },
  autoLoginWithPassword: { method: 'GET', path: '/api/autoLogin/{provider}/{username}/{password}' },
  // invite, refund
  listInvites: { method: 'POST', path: '/api/invite' },
  claimInviteBonus: { method: 'GET', path: '/api/invite/bonus' },
  inviteBanners: { method: 'GET', path: '/api/invite/banners' },
  listRefunds: { method: 'POST', path: '/api/refund' },
  checkRefund: { method: 'GET', path: '/api/refund/check' },
  receiveRefund: { method: 'GET', path: '/api/refund/receive' },
  addRefundToWallet: { method: 'GET', path: '/api/refund/addWallet' },
  refundBanners: { method: 'GET', path: '/api/refund/banners' },
  // bonus, promotion
  listBonuses: { method: 'GET', path: '/api/bonus' },
  activateBonus: { method: 'GET', path: '/api/bonus/activate/{code}' },
  checkActiveBonus: { method: 'GET', path: '/api/bonus/check/active' },
  clearBonus: { method: 'GET', path: '/api/bonus/clear' },
  checkBonusMinimum: { method: 'GET', path: '/api/bonus/check/minimum' },
  findPromotion: { method: 'GET', path: '/api/promotion/find/{code}' },
  activatePromotion: { method: 'GET', path: '/api/promotion/activate/{code}' },
  currentPromotion: { method: 'GET', path: '/api/promotion/current' },
  // statement
  listStatements: { method: 'POST', path: '/api/statement' },
  listSlips: { method: 'POST', path: '/api/statement/slip' },
  slipUrl: { method: 'GET', path: '/api/statement/slip/reference/{reference}' },
  // spin wheel
  spinSetup: { method: 'GET', path: '/api/spinwheel/setup' },
  spin: { method: 'POST', path: '/api/spinwheel/spin' },
  listCoupons: { method: 'GET', path: '/api/spinwheel/coupon' },
  claimCoupon: { method: 'POST', path: '/api/spinwheel/coupon/claim' },
  spinActive: { method: 'GET', path: '/api/spinwheel/active' },
  // chat
  chatConfig: { method: 'GET', path: '/api/chat/config' },
  chatSend: { method: 'POST', path: '/api/chat/send-message' },
  chatHistory: { method: 'POST', path: '/api/chat/history' },
  chatUploadImage: { method: 'POST', path: '/api/chat/upload-image', upload: true },
  chatUploadVideo: { method: 'POST', path: '/api/chat/upload-video', upload: true },
  chatMarkRead: { method: 'PUT', path: '/api/chat/read-customer/' },
} as const satisfies Record<string, CallDefinition>;

export type CallName = keyof typeof CALLS;

/** Fills `{name}` parameters, URL-encoding each value. */
export function callPath(name: CallName, params: Record<string, string> = {}): string {
  return CALLS[name].path.replace(/{(\w+)}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name}: missing path parameter ${key}`);
    return encodeURIComponent(value);
  });
}
