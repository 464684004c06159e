// Public API of @wallet/domain: the product's business rules, framework-free.
export { LIMITS } from './limits';
export { anyBlank, isBlank, isEnglishLettersAndSpaces, normalizeCode } from './text';
export { markupText } from './format/markup-text';
export { isOneOf, matchOneOf } from './one-of';
export { readFigure, readHeldBonus } from './reading/answer-values';
export { readFlag } from './reading/read-flag';
export { formatMoney, isPayableAmount, moneyDecimals, parseAmount, roundMoney, toCents, WHOLE_UNIT_CURRENCY, type AmountInput } from './money';
export { parseTypedAmount } from './typed-amount';
export { fixedAmountIn } from './wallet/fixed-amount';
export {
  DEPOSIT_WATCH,
  isDepositWatchOver,
  readDepositWatch,
  rebaselineDepositWatch,
  startDepositWatch,
  type DepositWatch,
  type DepositWatchStep,
} from './wallet/deposit-watch';
export { arrivalNotice, NO_DEPOSIT_NOTICES, qrPaidNotice, type DepositNotices } from './wallet/deposit-notices';

export {
  VALIDATION_ERROR_KEYS,
  type ValidationErrorKey,
  type ValidationResult,
} from './validation/keys';
export { validatePhone, type PhoneRule } from './validation/phone';
export { validateLogin, type LoginForm } from './validation/login';
export {
  validateBankStep,
  validateRegisterProfile,
  type BankStepForm,
  type RegisterProfileForm,
} from './validation/register';
export { canSubmitTransfer, validateTransfer, type TransferForm } from './validation/transfer';
export { validateWithdraw, type WithdrawLimits } from './validation/withdraw';
export { normalizeBankAccountNameInput, validateBankAccountName } from './validation/bank-account-name';
export { validateChangePassword, type ChangePasswordForm } from './validation/change-password';
export { editProfilePayload, splitHolderName, validateEditProfile, type EditProfileForm, type EditProfilePayload } from './validation/edit-profile';
export { normalizePromotionCode, validatePromotionCode } from './validation/promotion-code';
export { GIFT_LINK_ADDRESS, checkGiftLink, type GiftLinkCheck, type GiftLinkReason } from './validation/true-link';

export { CHAT_ALERT_KEYS, type ChatAlertKey } from './chat/chat-alerts';
export { validateChatText } from './chat/chat-text';
export {
  CHAT_IMAGE_EXTENSIONS,
  CHAT_VIDEO_EXTENSIONS,
  chatFileKind,
  chatFileLimitMb,
  validateChatFile,
  type ChatFileInfo,
  type ChatFileKind,
} from './chat/chat-file';
export {
  addChatEvent,
  CHAT_COUNTER_FROM_REMAINING,
  chatEntryKey,
  chatEntryKeys,
  chatHistoryHasOlder,
  chatHistorySkip,
  endsConversationBetween,
  isNearChatBottom,
  mergeChatHistory,
  prependOlderChatPage,
  showsChatCounter,
  type ChatHistoryEntry,
} from './chat/chat-history';
export { chatTelHref, splitChatLinks, type ChatTextPart } from './chat/chat-links';
export { chatMediaAddress, isWholeAddress, type ChatMediaLocation } from './chat/chat-media';
export { BEARER_TOKEN_MAX_LENGTH, isBearerToken } from './safety/bearer-token';
export { safeAddress, safeAddressOn, safeCssColour } from './safety/safe-address';
export { NO_UPDATE, isReloadSafe, releaseToOffer, updatePromptStep, type ReloadSafetyInput, type UpdateEvent, type UpdatePrompt } from './app/app-update';
export { installOffer, isIosSafari, type InstallOffer, type InstallOfferInput } from './app/install-offer';
export { INACTIVITY_WARNING_MS, inactivityState, type InactivityPhase, type InactivityState } from './session/inactivity';

export {
  QR_MIN_AMOUNT,
  QR_PROVIDERS,
  canCreateQr,
  qrLowestAmount,
  qrMinimum,
  qrPresets,
  validateQrAmount,
  type QrMinimumOverride,
  type QrProvider,
} from './qr/qr-amount';
export { QR_GONE_GRACE_MS, qrOutcome, type QrAnswer, type QrOutcome, type ShownQr } from './qr/qr-outcome';
export {
  QR_SAVE_MARGIN,
  QR_SAVE_SIZE,
  formatClockTime,
  qrExpiresAt,
  qrImageSource,
  qrSaveFileName,
  qrSaveLayout,
  qrSaveLines,
  type QrSaveLayout,
  type QrSaveLine,
  type QrSaveLineKind,
  type QrSaveTexts,
} from './qr/qr-save';
export { bankName, type BankNames } from './format/bank-name';
export {
  phoneWalletModes,
  qrCodeForm,
  splitDepositAccounts,
  type DepositAccountGroups,
  type DepositAccountInput,
  type PhoneWalletInput,
  type PhoneWalletModes,
  type QrCodeForm,
} from './deposit/deposit-accounts';
export {
  SLIP_DEFAULT_MAX_MB,
  SLIP_IMAGE_TYPES,
  slipMaxFileMb,
  slipUploadClosed,
  validateSlipFile,
  type SlipFileInfo,
  type SlipUploadSettings,
} from './deposit/slip-upload';

export {
  BONUS_TYPES,
  bonusReceiptCount,
  bonusState,
  bonusTitle,
  type Bonus,
  type BonusBanner,
  type BonusReceipt,
  type BonusState,
  type BonusStateInput,
  type BonusType,
  type UserBonus,
} from './bonus/bonus-state';

export {
  isRecordOnly,
  STATEMENT_TYPES,
  statementSign,
  statementStatus,
  type StatementSign,
  type StatementType,
  type TransactionStatus,
} from './statement/statement';
export {
  SLIP_REASON_CODES,
  SLIP_REASON_KEYS,
  slipReasonKey,
  type SlipReasonCode,
  type SlipReasonKey,
} from './statement/slip-reason';
export { STATEMENT_LINK_KINDS, statementDescription, type StatementLinkKind, type StatementLinks } from './statement/statement-detail';
export { statementDays, type StatementDay } from './statement/statement-days';
export { STATEMENT_SOURCES, statementPlace, type StatementNames, type StatementPlace, type StatementSource } from './statement/statement-place';
export {
  CALENDAR_DAY_FORMAT,
  NO_STATEMENT_FILTER,
  STATEMENT_FILTER_KINDS,
  STATEMENT_FILTER_STATUSES,
  dayStart,
  filterKindOf,
  filterStatusOf,
  hasStatementFilter,
  isCalendarDay,
  localDay,
  matchesStatementFilter,
  type FilterableEntry,
  type StatementFilter,
  type StatementFilterKind,
} from './statement/statement-filter';
export { STATEMENT_QUERY_NAMES, readStatementView, statementViewQuery, type QueryValues, type StatementView } from './statement/statement-query';
export { BUDDHIST_ERA_OFFSET, commonEraYear, WRITTEN_DAY_FORMAT, WRITTEN_DAY_YEARS, readWrittenDay, typedDay, writeDay, type WrittenDayReading } from './statement/written-day';
export {
  addStatementPage,
  nextStatementRead,
  readsPast,
  startStatementRead,
  type StatementPageAnswer,
  type StatementRead,
  type StatementReadStep,
} from './statement/statement-read';
export {
  CSV_BOM,
  CSV_LINE_END,
  STATEMENT_CSV_COLUMNS,
  csvAmount,
  csvCell,
  csvTextCell,
  currencyCode,
  statementCsv,
  statementCsvFileName,
  type CsvStatementEntry,
  type StatementCsvColumn,
  type StatementCsvTexts,
} from './statement/statement-csv';
export { clampPage, pageFromParam } from './paging/page-param';
export { pagerPageCount, type LoadedPage } from './paging/page-count';

export {
  ERROR_CODES,
  ERROR_MESSAGE_KEYS,
  INVALID_USER_CODES,
  errorMessageKey,
  isErrorCode,
  isInvalidUserCode,
  type ErrorCode,
  type ErrorMessageKey,
  type InvalidUserCode,
} from './errors/error-codes';
export { isSiteGone, redirectsToLogin } from './errors/redirects';
export { SPIN_ERROR_CODES, spinErrorKey, type SpinErrorCode, type SpinErrorKey } from './errors/spin-errors';

export { DATE_TIME_FORMAT, dayAndTime, formatDateTime, type DateInput } from './format/date-time';
export { TIME_AGO_UNITS, timeAgo, type TimeAgo, type TimeAgoUnit } from './format/time-ago';
export { accountNumberDigits, formatAccountNumber } from './format/account-number';
export { formatCountdown } from './format/countdown';

export {
  ENGLISH_ONLY_BANKS,
  bankAccountHolderName,
  isEnglishOnlyBank,
  needsEnglishAccountName,
  type EnglishOnlyBank,
} from './wallet/bank-account';
export { displayedGameBalance, totalBalance, type GameBalanceInput } from './wallet/balance';
export { FIRST_RAIL_CARDS_IN_VIEW, firstScreenImages, GAME_CATEGORIES, GAME_RAILS, gameTitle, groupGamesByCategory, type GameCategory, type GameRail } from './wallet/game-category';
export { INVITE_CODE_PREFIX, inviteLink } from './wallet/invite-link';
export { memberCode } from './wallet/member-code';
export { playTargets, transfersBeforePlay, type PlayLinks, type PlayTarget } from './wallet/play';
export { memberCurrency, type MemberCurrencyInput } from './wallet/member-currency';
export {
  AUTO_LOGIN_PROVIDERS,
  AUTO_LOGIN_WITH_PASSWORD_PROVIDERS,
  GAME_LOGIN_PROVIDERS,
  autoLoginSegment,
  gameLoginRoute,
  hasAutoLogin,
  type GameLoginRoute,
} from './wallet/game-login';
export {
  TRUE_LINK_SEPARATOR,
  decryptTrueLink,
  encryptTrueLink,
  type TrueLinkPayload,
} from './wallet/true-link';

export { canSpin, wheelCanvasSize, type SpinGate } from './spin/spin';
export { PRIZE_KINDS, couponWorth, prizeNextStep, type CouponWorth, type PrizeFacts, type PrizeKind, type PrizeNextStep } from './spin/prize-kind';
export {
  FULL_TURN,
  POINTER_ANGLE,
  darkenColor,
  normalizeAngle,
  planSpin,
  rotationAt,
  sliceArc,
  sliceAtPointer,
  spinEase,
  stopRotation,
  type SpinPlan,
} from './spin/wheel-geometry';
export { sliceColours, type SliceColours } from './spin/slice-colours';
export { labelTurn, type LabelTurn } from './spin/label-turn';
export { breakPieces, fitLabel, type FittedLabel, type LabelBox, type MeasureText } from './spin/label-fit';
export {
  FIELD_REPORTS_SCHEMA,
  addressIn,
  batchesToRetry,
  connectionOf,
  engineOf,
  errorName,
  reportAddress,
  routePattern,
  schemaPath,
  scrubMessage,
  stackSource,
  withProblem,
  withVital,
  type FieldBatch,
  type FieldContext,
  type FieldReport,
  type HeldBatch,
  type ProblemReport,
  type VitalReport,
} from './field/field-report';
