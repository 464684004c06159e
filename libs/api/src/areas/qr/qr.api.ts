import { baseApi, MONEY_TAGS } from '../../base-api';
import { requestFor } from '../../call-request';
import { QR_CALLS } from './qr.calls';
import type { MessageResponse } from '../../schemas/answer-kit';
import type { QrState } from './qr.calls';

const request = requestFor(QR_CALLS);

export const qrApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Whether a code was paid is the panel's to say (domain qrOutcome): the spec's QR state has no
    // status, only a code that is gone before its countdown ends.
    getQr: build.query<QrState, string>({
      query: (provider) => request('getQr', { params: { provider } }),
      providesTags: (_result, _error, provider) => [{ type: 'Qr', id: provider }, { type: 'Qr', id: 'LIST' }],
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
    /**
     * Not a call: a code the member was shown has been paid (spec section 4), so the balances and
     * the statement it moved are read again. The argument is the paid code's id.
     */
    qrPaid: build.mutation<null, string>({
      queryFn: () => ({ data: null }),
      invalidatesTags: MONEY_TAGS,
    }),
  }),
});

export const { useGetQrQuery, useCreateQrMutation, useDeleteQrMutation, useQrPaidMutation } = qrApi;
