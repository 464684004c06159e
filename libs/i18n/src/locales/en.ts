// Every text file of 'en', for tests and the key types (locale-resources.ts puts each part in its
// place); the app loads them in parts (create-i18n.ts). A part's file, <namespace>.<part>.json, is
// exported as <namespace><Part>.
export { default as common } from './en/common.json';
export { default as auth } from './en/auth.json';
export { default as authRegister } from './en/auth.register.json';
export { default as wallet } from './en/wallet.json';
export { default as walletDeposit } from './en/wallet.deposit.json';
export { default as walletWithdraw } from './en/wallet.withdraw.json';
export { default as walletRefund } from './en/wallet.refund.json';
export { default as walletProfile } from './en/wallet.profile.json';
export { default as walletPassword } from './en/wallet.password.json';
export { default as walletStatement } from './en/wallet.statement.json';
export { default as walletSlip } from './en/wallet.slip.json';
export { default as walletSlipReason } from './en/wallet.slipReason.json';
export { default as walletBankName } from './en/wallet.bankName.json';
export { default as walletBanner } from './en/wallet.banner.json';
export { default as walletSession } from './en/wallet.session.json';
export { default as walletTransfer } from './en/wallet.transfer.json';
export { default as bonus } from './en/bonus.json';
export { default as spin } from './en/spin.json';
export { default as chat } from './en/chat.json';
export { default as errors } from './en/errors.json';
export { default as errorsCode } from './en/errors.code.json';
export { default as update } from './en/update.json';
