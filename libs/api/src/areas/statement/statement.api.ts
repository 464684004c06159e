import { addStatementPage, nextStatementRead, startStatementRead } from '@wallet/domain';
import type { ApiContext } from '../../api-context';
import type { ApiError } from '../../api-error';
import { baseApi } from '../../base-api';
import { requestFor } from '../../call-request';
import { STATEMENT_CALLS } from './statement.calls';
import { freshOnReturn, onlyWhenAsked } from '../../fresh-on-return';
import type { LeftOut } from '../../schemas/row-kit';
import type { PageRequest } from '../../contract';
import type { SlipListResponse, SlipUrlResponse, StatementEntry, StatementResponse } from './statement.calls';

const request = requestFor(STATEMENT_CALLS);

/** Where a whole-statement read may stop: the local midnight its date range starts at (epoch ms), or null to read to the end. */
export interface WholeStatementArg {
  since: number | null;
}

/** The whole statement as read: its readable entries, and how many could not be read and were left out. */
export interface WholeStatement extends LeftOut {
  entries: StatementEntry[];
}

const TOO_LONG_KEY = 'wallet:statement.filter.tooLong';

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

/**
 * The member's statement read whole, for the statement's filters and export (issue 19): spec
 * section 7's statement call takes only page and limit and does not filter, so the client reads it
 * page by page (domain nextStatementRead: 100 a page, until the total is covered or the entries
 * pass the range start, starting over if the list changes meanwhile) and filters what it holds.
 * One failed page fails the whole read, so a part is never shown as the whole; an entry that could
 * not be read is left out and counted (`leftOut`), as on the paged statement.
 */
export const wholeStatementApi = statementApi.injectEndpoints({
  endpoints: (build) => ({
    wholeStatement: build.query<WholeStatement, WholeStatementArg>({
      async queryFn({ since }, api) {
        let read = startStatementRead<StatementEntry>();
        for (;;) {
          const step = nextStatementRead(read, since);
          if (step.kind === 'whole') return { data: { entries: read.entries, leftOut: read.leftOut } };
          if (step.kind === 'too-long') {
            const { translate } = api.extra as ApiContext;
            const error: ApiError = { status: 'UNEXPECTED', code: null, messageKey: TOO_LONG_KEY, message: translate(TOO_LONG_KEY) };
            return { error };
          }
          // Each page is the statement call itself (its schema, time-out and error handling), asked afresh.
          const answer = await api.dispatch(statementApi.endpoints.listStatements.initiate({ page: step.page, limit: step.limit }, { subscribe: false, forceRefetch: true }));
          if (!answer.data) return { error: answer.error as ApiError };
          read = addStatementPage(read, answer.data);
        }
      },
      // A money action refreshes it like the paged statement.
      providesTags: [{ type: 'Statement', id: 'LIST' }],
    }),
  }),
});

/** The open statement page: read again when the network returns or the tab is shown again. */
export const useListStatementsQuery = freshOnReturn(statementApi.useListStatementsQuery);

export const { useListSlipsQuery } = statementApi;
export const useLazySlipUrlQuery = onlyWhenAsked(statementApi.useLazySlipUrlQuery);

/** The filtered statement on screen: read again when the network returns or the tab is shown again. */
export const useWholeStatementQuery = freshOnReturn(wholeStatementApi.useWholeStatementQuery);

export const useLazyWholeStatementQuery = onlyWhenAsked(wholeStatementApi.useLazyWholeStatementQuery);
