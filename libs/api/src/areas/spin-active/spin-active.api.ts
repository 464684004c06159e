import { baseApi } from '../../base-api';
import { requestFor } from '../../call-request';
import { SPIN_ACTIVE_CALLS } from './spin-active.calls';
import type { SpinActiveResponse } from './spin-active.calls';

const request = requestFor(SPIN_ACTIVE_CALLS);

/** What a spin changes about whether the wheel is on (its tile on home): refreshed when a spin settles. */
export const SPIN_ACTIVE = { type: 'Spin' as const, id: 'ACTIVE' };

/** Whether the wheel is on (spec section 7), for home's spin tile. */
export const spinActiveApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    spinActive: build.query<SpinActiveResponse, void>({ query: () => request('spinActive'), providesTags: [SPIN_ACTIVE] }),
  }),
});

export const { useSpinActiveQuery } = spinActiveApi;
