import { baseApi, requestFor } from './base-api';
import { freshOnReturn } from './fresh-on-return';
import { STATEMENT_CALLS } from './calls/statement.calls';
import type { PageRequest, SlipListResponse, SlipUrlResponse, StatementResponse } from './contract';
import { statementAnswers } from './schemas/statement.answers';
import { registerAnswers } from './schemas/read-answer';

const request = requestFor(STATEMENT_CALLS);

registerAnswers(statementAnswers('client'));

export const statementApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listStatements: build.query<StatementResponse, PageRequest>({
      query: (body) => request('listStatements', { body }),
      providesTags: [{ type: 'Statement', id: 'LIST' }],
    }),
    listSlips: build.query<SlipListResponse, PageRequest>({ query: (body) => request('listSlips', { body }), providesTags: [{ type: 'Slip', id: 'LIST' }] }),
    slipUrl: build.query<SlipUrlResponse, string>({ query: (reference) => request('slipUrl', { params: { reference } }) }),
  }),
});

/** The open statement page: read again when the network returns or the tab is shown again. */
export const useListStatementsQuery = freshOnReturn(statementApi.useListStatementsQuery);

export const { useListSlipsQuery, useLazySlipUrlQuery } = statementApi;
