// The deposit-arrival watch's own entry point: the member frame mounts its slot without home's code,
// and the watch itself downloads with the first deposit the member starts.
export { DepositArrivalSlot } from './deposit-arrival/deposit-arrival-slot';
