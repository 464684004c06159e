// Every text file of 'lo', for tests and the key types (locale-resources.ts puts each part in its
// place); the app loads them in parts (create-i18n.ts). A part's file, <namespace>.<part>.json, is
// exported as <namespace><Part>.
export { default as common } from './lo/common.json';
export { default as auth } from './lo/auth.json';
export { default as authRegister } from './lo/auth.register.json';
export { default as wallet } from './lo/wallet.json';
export { default as walletDeposit } from './lo/wallet.deposit.json';
export { default as walletWithdraw } from './lo/wallet.withdraw.json';
export { default as walletRefund } from './lo/wallet.refund.json';
export { default as walletProfile } from './lo/wallet.profile.json';
export { default as walletPassword } from './lo/wallet.password.json';
export { default as walletStatement } from './lo/wallet.statement.json';
export { default as walletSlip } from './lo/wallet.slip.json';
export { default as walletSlipReason } from './lo/wallet.slipReason.json';
export { default as walletBankName } from './lo/wallet.bankName.json';
export { default as walletBanner } from './lo/wallet.banner.json';
export { default as walletSession } from './lo/wallet.session.json';
export { default as walletTransfer } from './lo/wallet.transfer.json';
export { default as bonus } from './lo/bonus.json';
export { default as spin } from './lo/spin.json';
export { default as chat } from './lo/chat.json';
export { default as errors } from './lo/errors.json';
export { default as errorsCode } from './lo/errors.code.json';
export { default as update } from './lo/update.json';
