// Every text file of 'th', for tests and the key types (locale-resources.ts puts each part in its
// place); the app loads them in parts (create-i18n.ts). A part's file, <namespace>.<part>.json, is
// exported as <namespace><Part>.
export { default as common } from './th/common.json';
export { default as auth } from './th/auth.json';
export { default as authRegister } from './th/auth.register.json';
export { default as wallet } from './th/wallet.json';
export { default as walletDeposit } from './th/wallet.deposit.json';
export { default as walletWithdraw } from './th/wallet.withdraw.json';
export { default as walletRefund } from './th/wallet.refund.json';
export { default as walletProfile } from './th/wallet.profile.json';
export { default as walletPassword } from './th/wallet.password.json';
export { default as walletStatement } from './th/wallet.statement.json';
export { default as walletSlip } from './th/wallet.slip.json';
export { default as walletSlipReason } from './th/wallet.slipReason.json';
export { default as walletBankName } from './th/wallet.bankName.json';
export { default as walletBanner } from './th/wallet.banner.json';
export { default as walletSession } from './th/wallet.session.json';
export { default as walletTransfer } from './th/wallet.transfer.json';
export { default as bonus } from './th/bonus.json';
export { default as spin } from './th/spin.json';
export { default as chat } from './th/chat.json';
export { default as errors } from './th/errors.json';
export { default as errorsCode } from './th/errors.code.json';
export { default as update } from './th/update.json';
