import { baseApi, MONEY_TAGS } from '../../base-api';
import { requestFor } from '../../call-request';
import { REFUND_CALLS } from './refund.calls';
import type { BannersResponse } from '../invite/invite.calls';
import type { MessageResponse } from '../../schemas/answer-kit';
import type { PageRequest } from '../../contract';
import type { RefundCheckResponse, RefundListResponse } from './refund.calls';

const request = requestFor(REFUND_CALLS);

const REFUNDS = { type: 'Refund' as const, id: 'LIST' };

export const refundApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listRefunds: build.query<RefundListResponse, PageRequest>({ query: (body) => request('listRefunds', { body }), providesTags: [REFUNDS] }),
    checkRefund: build.query<RefundCheckResponse, void>({ query: () => request('checkRefund'), providesTags: [REFUNDS] }),
    // Spec section 7: receive takes the refund; addWallet then puts it into the wallet, and only
    // then is anything read again. A check read between the two would still offer the refund, and
    // the screen waits for the reading after the add before it lets receive run again.
    receiveRefund: build.mutation<MessageResponse, void>({ query: () => request('receiveRefund') }),
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
