// Every namespace of 'th' at once, with every part in its place, for tests and checks; the app loads
// them in parts (create-i18n.ts): a namespace's part (<namespace>.<part>.json) holds its texts under <part>.
import common from './th/common.json';
import auth from './th/auth.json';
import authRegister from './th/auth.register.json';
import wallet from './th/wallet.json';
import walletDeposit from './th/wallet.deposit.json';
import walletWithdraw from './th/wallet.withdraw.json';
import walletRefund from './th/wallet.refund.json';
import walletProfile from './th/wallet.profile.json';
import walletPassword from './th/wallet.password.json';
import walletStatement from './th/wallet.statement.json';
import walletSlip from './th/wallet.slip.json';
import walletSlipReason from './th/wallet.slipReason.json';
import walletBankName from './th/wallet.bankName.json';
import walletBanner from './th/wallet.banner.json';
import walletSession from './th/wallet.session.json';
import walletTransfer from './th/wallet.transfer.json';
import bonus from './th/bonus.json';
import spin from './th/spin.json';
import chat from './th/chat.json';
import errors from './th/errors.json';
import errorsCode from './th/errors.code.json';
import update from './th/update.json';

export const resources = {
  common,
  auth: { ...auth, register: authRegister },
  wallet: { ...wallet, deposit: walletDeposit, withdraw: walletWithdraw, refund: walletRefund, profile: walletProfile, password: walletPassword, statement: walletStatement, slip: walletSlip, slipReason: walletSlipReason, bankName: walletBankName, banner: walletBanner, session: walletSession, transfer: walletTransfer },
  bonus,
  spin,
  chat,
  update,
  errors: { ...errors, code: errorsCode },
};
