/**
 * Request and response shapes of every backend call (spec sections 3 and 7), as the client holds
 * them once an answer has passed its schema (`schemas/`). The stand-in API (tools/stub-api) is
 * typed by the same file. A field the specification does not give is optional here and listed in
 * `schemas/extensions.ts`: every screen works without it.
 */

// ---- shared ----
export type Currency = 'LAK' | 'BAHT';
export type GameCategory = 'slot' | 'sport' | 'lotto';
export type TransferEndpoint = 'WALLET' | string;
export type ProgressStatus = 'SUCCESS' | 'FAILED' | 'PENDING';

/**
 * A value of a list the spec gives (matched case-insensitively, so 'SLOT' is 'slot'), or a value
 * it does not list, kept as the server sent it: the row is shown with it (issue 24).
 */
export type KnownOr<T extends string> = T | (string & {});

/**
 * The client's own count, never a server field: how many rows of the answer's lists could not be
 * read and were left out, the rest being shown (issue 24). 0 or absent: none.
 */
export interface LeftOut {
  leftOut?: number;
}

/** Every error answer: `message` is an error code of spec section 8, 'gone', 'invalid-token', or free text. */
export interface ErrorBody {
  message: string;
}

/** Write calls: the spec does not give their bodies; success is decided by the code (section 8). */
export interface MessageResponse {
  message?: string;
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
  /** Extension (schemas/extensions.ts bankNameEnglish): the English name. */
  nameEN?: string;
}
export interface DepositBankAccount {
  bankCode: string;
  bankType: string;
  mode: 'AUTO' | 'SMS' | 'QR' | string;
  bank: { nameTH: string; nameEN: string };
  bankAccountName: string;
  bankAccountNo: string;
  /** LAK or BAHT; another currency as sent (an account no member of this site holds). */
  currency: KnownOr<Currency>;
}
export interface DepositWallet {
  walletAccountName: string;
  /** The spec names the field, not its values: AUTO is the automatic link, anything else gift-link mode. */
  mode: 'AUTO' | 'LINK' | string;
}
export interface DepositLookup extends LeftOut {
  banks: DepositBankAccount[];
  wallets: DepositWallet[];
  isManual: boolean;
}
export interface InfoLookup {
  name: string;
  website: string;
}
/** The spec gives 'notice text' without a shape: a bare string and `{notice}` both become this. */
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
/** The spec names 'slip settings' without fields: every one is an extension, and upload is open without them. */
export interface SlipSettings {
  enabled?: boolean;
  /** Daily hours (HH:mm, local) when slip upload is closed, if any. */
  closedFrom?: string | null;
  closedTo?: string | null;
  maxFileMb?: number;
}
export interface SourceItem {
  code: string;
  description: string;
}
/** Only message 'gone' means anything (spec section 2): the answer's other content is not given. */
export interface ActiveLookup {
  message?: string;
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
  /** Extension: what the member's money is counted in (chosen at registration in the Laos build). */
  currency?: Currency;
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
  /** slot, sport or lotto; another category as sent, shown in a rail of its own. */
  category: KnownOr<GameCategory>;
  isActive: boolean;
  amount: number;
  ftWalletSlot: number;
  web: string | null;
  android: string | null;
  ios: string | null;
  username: string;
  password: string;
}
export interface WalletResponse extends LeftOut {
  profile: Pick<Profile, 'name' | '_id' | 'createdAt' | 'username' | 'coin' | 'currency'>;
  /** bankCode is an extension; the spec gives bankAccountName, bankAccountNo and bank.nameTH. */
  bankAccount: { bankCode?: string; bankAccountName: string; bankAccountNo: string; bank: { nameTH: string } };
  wallet: { amount: number };
  invite: { amount: number; success: number; fail: number };
  slots: GameAccount[];
}
/** The account lookup's answer: the spec gives credentials only; the links are extensions (the wallet's game account has them). */
export interface GameAccountCredentials {
  code?: string;
  username: string;
  password: string;
  web?: string | null;
  android?: string | null;
  ios?: string | null;
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
  /** Extension: the code's outcome. Without it, hasQrcode turning false before expiry means paid. */
  status?: 'WAITING' | 'PAID' | 'EXPIRED' | 'CANCELLED';
}
/** 'Returns a link': a bare string and `{link}` both become this. */
export interface AutoLoginResponse {
  link: string;
}

// ---- invite, refund ----
export interface InviteRow {
  from: { name: string };
  amount: number;
  createdAt: string;
}
export interface InviteListResponse extends LeftOut {
  invites: InviteRow[];
  /** Extension: without it a full page means there may be a next one. */
  total?: number;
}
export interface RefundRow {
  refundAmount: number;
  createdAt: string;
}
export interface RefundListResponse extends LeftOut {
  refunds: RefundRow[];
  /** Extension: without it a full page means there may be a next one. */
  total?: number;
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
/** The banner calls' answer is not given: a bare list and `{banners}` both become this. */
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
  /** Extension: a name to show; the code is shown without it. */
  name?: string;
  /** limit, day or week; another type as sent: available, with no exhaustion rule. */
  type: KnownOr<BonusType>;
  maxReceived: number;
  percentFail: number;
  banners: Banner[];
  userBonus: UserBonus | null;
}
/** The bonus list as the client holds it: the spec gives a bare list; its readable rows and the count left out. */
export interface BonusListResponse extends LeftOut {
  bonuses: Bonus[];
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
  /** Extension: the code is the one the member typed. */
  code?: string;
  percentFail: number;
  description: string;
}
export interface CurrentPromotion {
  promotion: Promotion | null;
}

// ---- statement ----
export type StatementType = 'deposit' | 'bonus' | 'finish_bonus' | 'withdraw' | 'transfer';
export interface StatementEntry {
  /** Extension: a stable key; rows are told apart by position without it. */
  _id?: string;
  /** One of the spec's types; another type as sent, shown as it is. */
  statementType: KnownOr<StatementType>;
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
export interface StatementResponse extends LeftOut {
  total: number;
  statements: StatementEntry[];
}
export interface Slip {
  /** Extension: a stable key; rows are told apart by position without it. */
  _id?: string;
  createdAt: string;
  amount: number;
  status: ProgressStatus;
  /** A slip rejection reason code (spec section 8), or empty. */
  note: string;
  link: string;
  reference: string;
}
export interface SlipListResponse extends LeftOut {
  /** Extension: 'Returns slips'; without a total a full page means there may be a next one. */
  total?: number;
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
  /** Extension: the coupon's id, sent to claim it. */
  _id?: string;
  prize: { name: string; slice: Pick<SpinSlice, 'code' | 'label'> };
  amount: number;
  /** Extensions: whether it was claimed, and when it was won. */
  claimed?: boolean;
  createdAt?: string;
}
export interface CouponListResponse extends LeftOut {
  coupons: Coupon[];
}
/** Spec section 7: claim 'with coupon': its id when the list gave one (extension), else the coupon as listed. */
export interface ClaimCouponRequest {
  coupon: string | Coupon;
}
/** Not given by the spec: the alert names the chosen coupon's slice label when the answer has none. */
export interface ClaimCouponResponse {
  message?: string;
  label?: string;
}
/** Not given by the spec: a bare boolean and `{active}` both become this. */
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
/** Spec section 7: a list, newest first. */
export type ChatHistoryResponse = ChatConversation[];
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
