// Every namespace of 'en' at once, with every part in its place, for tests and checks; the app loads
// them in parts (create-i18n.ts): a namespace's part (<namespace>.<part>.json) holds its texts under <part>.
import common from './en/common.json';
import auth from './en/auth.json';
import authRegister from './en/auth.register.json';
import wallet from './en/wallet.json';
import walletDeposit from './en/wallet.deposit.json';
import walletWithdraw from './en/wallet.withdraw.json';
import walletRefund from './en/wallet.refund.json';
import walletProfile from './en/wallet.profile.json';
import walletPassword from './en/wallet.password.json';
import walletStatement from './en/wallet.statement.json';
import walletSlip from './en/wallet.slip.json';
import walletSlipReason from './en/wallet.slipReason.json';
import walletBankName from './en/wallet.bankName.json';
import walletBanner from './en/wallet.banner.json';
import walletSession from './en/wallet.session.json';
import walletTransfer from './en/wallet.transfer.json';
import bonus from './en/bonus.json';
import spin from './en/spin.json';
import chat from './en/chat.json';
import errors from './en/errors.json';
import errorsCode from './en/errors.code.json';
import update from './en/update.json';

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
