import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import * as v from 'valibot';

const Game = v.object({ code: v.string(), name: v.string(), category: v.picklist(['SLOT', 'SPORT', 'LOTTO']), amount: v.number() });
const Wallet = v.object({
  profile: v.object({ name: v.string(), coin: v.number() }),
  wallet: v.object({ amount: v.number() }),
  slots: v.array(Game),
});
export type FloorWallet = v.InferOutput<typeof Wallet>;

export const floorApi = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/' }),
  endpoints: (build) => ({
    getWallet: build.query<FloorWallet, void>({ query: () => 'floor-wallet.json', transformResponse: (answer) => v.parse(Wallet, answer) }),
  }),
});
export const { useGetWalletQuery } = floorApi;

export const floorStore = configureStore({
  reducer: { [floorApi.reducerPath]: floorApi.reducer },
  middleware: (defaults) => defaults().concat(floorApi.middleware),
});
