export { mountWallet } from './mount-wallet';
export { WalletApp, type WalletAppProps } from './wallet-app';
