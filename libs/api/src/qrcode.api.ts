import { baseApi, MONEY_TAGS, request } from './base-api';
import type { MessageResponse, QrState } from './contract';

export const qrcodeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getQr: build.query<QrState, string>({
      query: (provider) => request('getQr', { params: { provider } }),
      providesTags: (_result, _error, provider) => [{ type: 'Qr', id: provider }, { type: 'Qr', id: 'LIST' }],
      // A paid code has moved money: refresh the balances on screen.
      async onQueryStarted(_provider, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.status === 'PAID') dispatch(baseApi.util.invalidateTags(MONEY_TAGS));
      },
    }),
    // Creating a code for one provider makes every provider's panel reload (spec section 4).
    createQr: build.mutation<QrState, { provider: string; amount: number }>({
      query: ({ provider, amount }) => request('createQr', { params: { provider }, body: { amount } }),
      invalidatesTags: [{ type: 'Qr', id: 'LIST' }],
    }),
    deleteQr: build.mutation<MessageResponse, string>({
      query: (qrcodeId) => request('deleteQr', { params: { qrcodeId } }),
      invalidatesTags: [{ type: 'Qr', id: 'LIST' }],
    }),
  }),
});

export const { useGetQrQuery, useCreateQrMutation, useDeleteQrMutation } = qrcodeApi;
