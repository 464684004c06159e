/**
 * Request and response shapes of every backend call (spec sections 3 and 7). The stand-in API
 * (tools/stub-api) is typed by the same file, so the client and the server cannot drift apart.
 */

// ---- shared ----
export type Currency = 'LAK' | 'BAHT';
export type GameCategory = 'slot' | 'sport' | 'lotto';
export type TransferEndpoint = 'WALLET' | string;
export type ProgressStatus = 'SUCCESS' | 'FAILED' | 'PENDING';

/** Every error answer: `message` is an error code of spec section 8, 'gone', 'invalid-token', or free text. */
export interface ErrorBody {
  message: string;
}

/** Write calls that answer with a message only. */
export interface MessageResponse {
  message: string;
}

export interface PageRequest {
  page: number;
  limit: number;
}

export interface Banner {
  image: string;
  html: string;
}

// ---- lookups ----
export interface BankListItem {
  code: string;
  nameTH: string;
}
export interface DepositBankAccount {
  bankCode: string;
  bankType: string;
  mode: 'AUTO' | 'SMS' | 'QR' | string;
  bank: { nameTH: string; nameEN: string };
  bankAccountName: string;
  bankAccountNo: string;
  currency: Currency;
}
export interface DepositWallet {
  walletAccountName: string;
  mode: 'AUTO' | 'LINK';
}
export interface DepositLookup {
  banks: DepositBankAccount[];
  wallets: DepositWallet[];
  isManual: boolean;
}
export interface InfoLookup {
  name: string;
  website: string;
}
export interface NoticeLookup {
  notice: string;
}
export interface ContactLookup {
  contactText: string;
  lineLink: string;
  lineName: string;
  lineQR: string;
}
export interface WithdrawLimits {
  withdrawMin: number;
  withdrawMax: number;
}
export interface SlipSettings {
  enabled: boolean;
  /** Daily hours (HH:mm, local) when slip upload is closed, if any. */
  closedFrom: string | null;
  closedTo: string | null;
  maxFileMb: number;
}
export interface SourceItem {
  code: string;
  description: string;
}
export interface ActiveLookup {
  message: 'active' | 'gone';
}
export interface RegisterOtpFlag {
  registerOTP: boolean;
}
export interface ChatWidgetFlag {
  enableChatWidget: boolean;
}

// ---- auth and account ----
export interface LoginRequest {
  username: string;
  password: string;
}
export interface LoginResponse {
  token: string;
}
export interface RegistrationPayload {
  name: string;
  username: string;
  password: string;
  sourceCode: string;
  inviteCode: string;
  bankCode: string;
  bankAccountName: string;
  bankAccountNo: string;
}
export interface CreateAccountPayload extends RegistrationPayload {
  currency: Currency;
}
export interface Profile {
  _id: string;
  username: string;
  name: string;
  createdAt: string;
  coin: number;
  /** What the member's money is counted in: chosen at registration in the Laos build, BAHT in the Thai build. */
  currency: Currency;
  bankCode: string;
  bankAccountName: string;
  bankAccountNo: string;
}
export interface UpdateProfileRequest {
  name: string;
  bankCode: string;
  bankAccountName: string;
  bankAccountNo: string;
}
export interface BankAccountNameRequest {
  bankCode: string;
  bankAccountName: string;
}
export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
}
export interface OtpSendRequest {
  phoneNumber: string;
}
export interface OtpSendResponse {
  otpRef: string;
  otpToken: string;
  code: string;
}
export interface OtpVerifyRequest {
  otpToken: string;
  otpCode: string;
}

// ---- wallet ----
export interface GameAccount {
  code: string;
  name: string;
  logo: string;
  background: string;
  category: GameCategory;
  isActive: boolean;
  amount: number;
  ftWalletSlot: number;
  web: string | null;
  android: string | null;
  ios: string | null;
  username: string;
  password: string;
}
export interface WalletResponse {
  profile: Pick<Profile, 'name' | '_id' | 'createdAt' | 'username' | 'coin' | 'currency'>;
  bankAccount: { bankCode: string; bankAccountName: string; bankAccountNo: string; bank: { nameTH: string } };
  wallet: { amount: number };
  invite: { amount: number; success: number; fail: number };
  slots: GameAccount[];
}
export interface GameAccountCredentials {
  code: string;
  username: string;
  password: string;
  web: string | null;
  android: string | null;
  ios: string | null;
}
export interface AmountRequest {
  amount: number;
}
export interface TransferRequest {
  from: TransferEndpoint;
  to: TransferEndpoint;
  amount: number;
}
export interface TransferAllRequest {
  to: string;
}
export interface TrueLinkRequest {
  /** encryptTrueLink(link, walletAccountName, secret) */
  link: string;
}
export interface QrState {
  qrcodeId: string;
  hasQrcode: boolean;
  /** SVG markup of the code. */
  qrcode: string;
  amount: number;
  /** Seconds left before the code expires. */
  expireIn: number;
  message: string;
  status?: 'WAITING' | 'PAID' | 'EXPIRED' | 'CANCELLED';
}
export interface AutoLoginResponse {
  link: string;
}

// ---- invite, refund ----
export interface InviteRow {
  from: { name: string };
  amount: number;
  createdAt: string;
}
export interface InviteListResponse {
  invites: InviteRow[];
  total: number;
}
export interface RefundRow {
  refundAmount: number;
  createdAt: string;
}
export interface RefundListResponse {
  refunds: RefundRow[];
  total: number;
}
export interface RefundCheckResponse {
  result: boolean;
  /** True while a bonus is held: receiving a refund is blocked (hasBonus). */
  bonus: boolean;
  info: string;
  refundAmount: number;
  refundSuccess: number;
  refundFail: number;
}
export interface BannersResponse {
  banners: Banner[];
}

// ---- bonus, promotion ----
export type BonusType = 'limit' | 'day' | 'week';
export interface UserBonus {
  _id: string;
  isActive: boolean;
  received: { updatedAt: string }[];
}
export interface Bonus {
  code: string;
  name: string;
  type: BonusType;
  maxReceived: number;
  percentFail: number;
  banners: Banner[];
  userBonus: UserBonus | null;
}
export interface BonusActiveCheck {
  status: boolean;
  type: string;
}
export interface BonusMinimumCheck {
  minimum: number;
  passed: boolean;
}
export interface Promotion {
  code: string;
  percentFail: number;
  description: string;
}
export interface CurrentPromotion {
  promotion: Promotion | null;
}

// ---- statement ----
export type StatementType = 'deposit' | 'bonus' | 'finish_bonus' | 'withdraw' | 'transfer';
export interface StatementEntry {
  _id: string;
  statementType: StatementType;
  from: string;
  to: string;
  amount: number;
  status: ProgressStatus;
  createdAt: string;
  bonus?: { description: string };
  promotion?: { description: string };
  invite?: { description: string };
  refund?: { description: string };
  luckydraw?: { description: string };
}
export interface StatementResponse {
  total: number;
  statements: StatementEntry[];
}
export interface Slip {
  _id: string;
  createdAt: string;
  amount: number;
  status: ProgressStatus;
  /** A slip rejection reason code (spec section 8), or empty. */
  note: string;
  link: string;
  reference: string;
}
export interface SlipListResponse {
  total: number;
  slips: Slip[];
}
export interface SlipUrlResponse {
  url: string;
}

// ---- spin wheel ----
export interface SpinSlice {
  code: string;
  label: string;
  bgColor: string;
  textColor: string;
  htmlDescription: string;
}
export interface SpinSetup {
  wheel: { name: string; slices: SpinSlice[] } | null;
  userCoin: number;
}
export interface SpinResult {
  code: string;
  label: string;
  remainingCoin: number;
}
export interface Coupon {
  _id: string;
  prize: { name: string; slice: Pick<SpinSlice, 'code' | 'label'> };
  amount: number;
  claimed: boolean;
  createdAt: string;
}
export interface CouponListResponse {
  coupons: Coupon[];
}
export interface ClaimCouponRequest {
  coupon: string;
}
export interface ClaimCouponResponse {
  message: string;
  label: string;
}
export interface SpinActiveResponse {
  active: boolean;
}

// ---- chat ----
export type ChatMessageType = 'text' | 'buttons' | 'media' | 'quick_replies' | 'generic' | 'postback' | 'unknown';
export type DeliveryStatus = 'uploading_file' | 'sending' | 'failed' | 'succeed';
export interface ChatButton {
  title: string;
  type: 'web' | 'call' | 'postback' | string;
  payload: string;
}
export interface ChatGenericCard {
  image_url: string;
  title: string;
  subtitle: string;
  buttons: ChatButton[];
}
export interface ChatMediaPayload {
  message: string;
  url: boolean;
  fileType: 'image' | 'video' | 'file';
  filePath: string;
  name: string;
}
export interface ChatMessage {
  message_type: ChatMessageType;
  /** Text messages: { message }; media: ChatMediaPayload; buttons / quick replies: { message, buttons }. */
  payload: { message?: string; buttons?: ChatButton[] } | ChatMediaPayload;
  payloads?: ChatGenericCard[];
  deliver?: { id: string; status: DeliveryStatus; progress: number };
}
export interface ChatConversation {
  sender: 'customer' | string;
  message: ChatMessage;
  userId: string | null;
  guestId: string | null;
  username: string | null;
  name: string | null;
  deviceToken: string | null;
  createdAt: string;
  session_id: string;
}
export interface ChatConfig {
  PREFIX: string;
}
export interface ChatSendResponse {
  createdAt: string;
}
export interface ChatHistoryRequest {
  userId: string | null;
  guestId: string | null;
  limit: number;
  skip: number;
}
export interface ChatHistoryResponse {
  /** Newest first. */
  conversations: ChatConversation[];
}
export interface ChatUploadResponse {
  path: string;
}
export interface ChatReadRequest {
  userId: string | null;
  guestId: string | null;
}

/** The realtime socket: the client emits `join` with prefix + id and receives `messaging` events. */
export const CHAT_SOCKET_EVENTS = { join: 'join', messaging: 'messaging' } as const;

/** The header every call carries to mark the client as the wallet user app (spec section 7). */
export const CLIENT_HEADER = { name: 'X-Client-App', value: 'wallet-user' } as const;
