export { mountWallet, type MountOptions } from './mount-wallet';
export { WalletApp, type WalletAppProps } from './wallet-app';
