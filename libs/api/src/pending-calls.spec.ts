import type { WalletState } from './api-store';
import { selectCallPendingLongerThan, selectMutationsInFlight, selectOldestPendingStart } from './pending-calls';

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

  it('leaves out a reading asked again after it failed: its screen shows the failure and its retry', () => {
    const failed = { status: 'pending', endpointName: 'getWallet', startedTimeStamp: 100, error: { status: 'TIMEOUT' } };
    expect(selectOldestPendingStart(stateWith({ wallet: failed }))).toBeNull();
    // A money action that failed before is a new call each time: it always counts.
    expect(selectOldestPendingStart(stateWith({}, { transfer: { ...failed, endpointName: 'transfer' } }))).toBe(100);
  });

  it('leaves out a reading asked again while its answer is on screen, and the game balances refresh', () => {
    const again = { status: 'pending', endpointName: 'getWallet', startedTimeStamp: 100, data: { balance: 5 } };
    const refresh = { status: 'pending', endpointName: 'refreshGameBalances', startedTimeStamp: 50 };
    expect(selectOldestPendingStart(stateWith({ wallet: again }, { refresh }))).toBeNull();
    // The first reading of a screen, with nothing of it shown yet, still counts.
    expect(selectOldestPendingStart(stateWith({ wallet: { ...again, data: undefined } }, { refresh }))).toBe(100);
  });

  it("leaves out the chat widget's flag, asked for in the background once a screen is drawn", () => {
    const flag = { status: 'pending', endpointName: 'lookupEnableChatWidget', startedTimeStamp: 100 };
    expect(selectOldestPendingStart(stateWith({ flag }))).toBeNull();
  });
});

describe('the calls in flight that a reload would lose', () => {
  it('are the pending mutations, background ones included, never queries', () => {
    const state = stateWith(
      { wallet: { status: 'pending', endpointName: 'getWallet' } },
      {
        transfer: { status: 'pending', endpointName: 'transfer' },
        read: { status: 'pending', endpointName: 'chatMarkRead' },
        done: { status: 'fulfilled', endpointName: 'withdraw' },
        failed: { status: 'rejected', endpointName: 'withdraw' },
      },
    );
    expect(selectMutationsInFlight(state)).toBe(2);
    expect(selectMutationsInFlight(stateWith({ wallet: { status: 'pending' } }))).toBe(0);
  });
});
