import type { WalletState } from './api-store';
import { selectCallPendingLongerThan, selectOldestPendingStart } from './pending-calls';

function stateWith(queries: Record<string, object>, mutations: Record<string, object> = {}): WalletState {
  return { api: { queries, mutations } } as unknown as WalletState;
}

describe('the loading-indicator selector', () => {
  it('says a call is slow only once it has been pending 200 ms', () => {
    const state = stateWith({ wallet: { status: 'pending', endpointName: 'getWallet', startedTimeStamp: 1_000 } });
    expect(selectCallPendingLongerThan(state, 200, 1_199)).toBe(false);
    expect(selectCallPendingLongerThan(state, 200, 1_200)).toBe(true);
  });

  it('counts mutations, ignores finished calls and background ones like QR polling', () => {
    const state = stateWith(
      {
        done: { status: 'fulfilled', endpointName: 'getWallet', startedTimeStamp: 10 },
        qr: { status: 'pending', endpointName: 'getQr', startedTimeStamp: 20 },
      },
      { transfer: { status: 'pending', endpointName: 'transfer', startedTimeStamp: 500 } },
    );
    expect(selectOldestPendingStart(state)).toBe(500);
    expect(selectOldestPendingStart(stateWith({}))).toBeNull();
  });
});
