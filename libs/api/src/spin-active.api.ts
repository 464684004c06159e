import { baseApi, requestFor } from './base-api';
import { SPINWHEEL_CALLS } from './calls/spinwheel.calls';
import type { SpinActiveResponse } from './contract';
import { registerAnswers } from './schemas/read-answer';
import { spinActiveAnswers } from './schemas/spin-active.answers';

const request = requestFor(SPINWHEEL_CALLS);

/** What a spin changes about whether the wheel is on (its tile on home): refreshed when a spin settles. */
export const SPIN_ACTIVE = { type: 'Spin' as const, id: 'ACTIVE' };

registerAnswers(spinActiveAnswers('client'));

/** Whether the wheel is on (spec section 7), for home's spin tile. */
export const spinActiveApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    spinActive: build.query<SpinActiveResponse, void>({ query: () => request('spinActive'), providesTags: [SPIN_ACTIVE] }),
  }),
});

export const { useSpinActiveQuery } = spinActiveApi;
