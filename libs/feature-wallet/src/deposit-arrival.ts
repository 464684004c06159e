// The deposit-arrival watch's own entry point: the member frame mounts it without home's code.
export { DepositArrivalWatch } from './deposit-arrival/deposit-arrival-watch';
