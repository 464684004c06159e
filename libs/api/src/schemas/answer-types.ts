import type * as v from 'valibot';
import type * as C from '../contract';
import type { answerSchemas } from './answers';

// Compile-time proof that what each schema gives the client is the contract type its endpoint
// declares: a schema and a type cannot drift apart.

type Answers = ReturnType<typeof answerSchemas>;
type Gives<Name extends keyof Answers, T> = v.InferOutput<Answers[Name]> extends T ? true : never;

export const ANSWERS_MATCH_CONTRACT: {
  [Name in keyof Answers]: Name extends keyof Expected ? Gives<Name, Expected[Name]> : true;
} = {
  lookupBanks: true, lookupDeposit: true, lookupConditions: true, lookupAgreements: true, lookupInfo: true, lookupNotice: true,
  lookupContact: true, lookupWithdraw: true, lookupSlip: true, lookupSources: true, lookupActive: true, lookupRegisterOtp: true,
  lookupEnableChatWidget: true, login: true, validateAccount: true, createAccount: true, getProfile: true, updateProfile: true,
  updateBankAccountName: true, changePassword: true, sendOtp: true, verifyOtp: true, getWallet: true, refreshGameBalances: true,
  activateGame: true, getGameAccount: true, resetGamePassword: true, addToWallet: true, transfer: true, transferAll: true,
  withdraw: true, withdrawAll: true, uploadSlip: true, sendTrueLink: true, getQr: true, createQr: true, deleteQr: true,
  autoLogin: true, autoLoginWithPassword: true, listInvites: true, claimInviteBonus: true, inviteBanners: true, listRefunds: true,
  checkRefund: true, receiveRefund: true, addRefundToWallet: true, refundBanners: true, listBonuses: true, activateBonus: true,
  checkActiveBonus: true, clearBonus: true, checkBonusMinimum: true, findPromotion: true, activatePromotion: true,
  currentPromotion: true, listStatements: true, listSlips: true, slipUrl: true, spinSetup: true, spin: true, listCoupons: true,
  claimCoupon: true, spinActive: true, chatConfig: true, chatSend: true, chatHistory: true, chatUploadImage: true,
  chatUploadVideo: true, chatMarkRead: true,
};

interface Expected {
  lookupBanks: C.BankListItem[];
  lookupDeposit: C.DepositLookup;
  lookupConditions: string[];
  lookupAgreements: string[];
  lookupInfo: C.InfoLookup;
  lookupNotice: C.NoticeLookup;
  lookupContact: C.ContactLookup;
  lookupWithdraw: C.WithdrawLimits;
  lookupSlip: C.SlipSettings;
  lookupSources: C.SourceItem[];
  lookupActive: C.ActiveLookup;
  lookupRegisterOtp: C.RegisterOtpFlag;
  lookupEnableChatWidget: C.ChatWidgetFlag;
  login: C.LoginResponse;
  getProfile: C.Profile;
  sendOtp: C.OtpSendResponse;
  getWallet: C.WalletResponse;
  getGameAccount: C.GameAccountCredentials;
  getQr: C.QrState;
  createQr: C.QrState;
  transfer: C.MessageResponse;
  autoLogin: C.AutoLoginResponse;
  autoLoginWithPassword: C.AutoLoginResponse;
  listInvites: C.InviteListResponse;
  inviteBanners: C.BannersResponse;
  listRefunds: C.RefundListResponse;
  checkRefund: C.RefundCheckResponse;
  refundBanners: C.BannersResponse;
  listBonuses: C.BonusListResponse;
  checkActiveBonus: C.BonusActiveCheck;
  findPromotion: C.Promotion;
  listStatements: C.StatementResponse;
  listSlips: C.SlipListResponse;
  slipUrl: C.SlipUrlResponse;
  spinSetup: C.SpinSetup;
  spin: C.SpinResult;
  listCoupons: C.CouponListResponse;
  claimCoupon: C.ClaimCouponResponse;
  spinActive: C.SpinActiveResponse;
  chatConfig: C.ChatConfig;
  chatHistory: C.ChatHistoryResponse;
  chatUploadImage: C.ChatUploadResponse;
  chatUploadVideo: C.ChatUploadResponse;
}
