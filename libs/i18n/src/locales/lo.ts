// Every namespace of 'lo' at once, with every part in its place, for tests and checks; the app loads
// them in parts (create-i18n.ts): a namespace's part (<namespace>.<part>.json) holds its texts under <part>.
import common from './lo/common.json';
import auth from './lo/auth.json';
import authRegister from './lo/auth.register.json';
import wallet from './lo/wallet.json';
import walletDeposit from './lo/wallet.deposit.json';
import walletWithdraw from './lo/wallet.withdraw.json';
import walletRefund from './lo/wallet.refund.json';
import walletProfile from './lo/wallet.profile.json';
import walletPassword from './lo/wallet.password.json';
import walletStatement from './lo/wallet.statement.json';
import walletSlip from './lo/wallet.slip.json';
import walletSlipReason from './lo/wallet.slipReason.json';
import walletBankName from './lo/wallet.bankName.json';
import walletBanner from './lo/wallet.banner.json';
import walletSession from './lo/wallet.session.json';
import walletTransfer from './lo/wallet.transfer.json';
import bonus from './lo/bonus.json';
import spin from './lo/spin.json';
import chat from './lo/chat.json';
import errors from './lo/errors.json';
import errorsCode from './lo/errors.code.json';
import update from './lo/update.json';

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
