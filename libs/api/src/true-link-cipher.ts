// The gift link's encryption comes with the first link sent: only the phone-wallet deposit sends one.
export { encryptTrueLink } from '@wallet/domain';
