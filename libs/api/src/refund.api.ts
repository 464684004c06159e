import { baseApi, MONEY_TAGS, request } from './base-api';
import type { BannersResponse, MessageResponse, PageRequest, RefundCheckResponse, RefundListResponse } from './contract';

const REFUNDS = { type: 'Refund' as const, id: 'LIST' };

export const refundApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listRefunds: build.query<RefundListResponse, PageRequest>({ query: (body) => request('listRefunds', { body }), providesTags: [REFUNDS] }),
    checkRefund: build.query<RefundCheckResponse, void>({ query: () => request('checkRefund'), providesTags: [REFUNDS] }),
    receiveRefund: build.mutation<MessageResponse, void>({ query: () => request('receiveRefund'), invalidatesTags: [...MONEY_TAGS, REFUNDS] }),
    addRefundToWallet: build.mutation<MessageResponse, void>({ query: () => request('addRefundToWallet'), invalidatesTags: [...MONEY_TAGS, REFUNDS] }),
    refundBanners: build.query<BannersResponse, void>({ query: () => request('refundBanners') }),
  }),
});

export const {
  useListRefundsQuery,
  useCheckRefundQuery,
  useReceiveRefundMutation,
  useAddRefundToWalletMutation,
  useRefundBannersQuery,
  useLazyRefundBannersQuery,
} = refundApi;
