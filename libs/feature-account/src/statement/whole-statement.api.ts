import { baseApi, freshOnReturn, statementApi, type ApiContext, type ApiError, type StatementEntry } from '@wallet/api';
import { addStatementPage, nextStatementRead, startStatementRead } from '@wallet/domain';

/** Where a filtered read may stop: the local midnight its date range starts at (epoch ms), or null to read to the end. */
export interface WholeStatementArg {
  since: number | null;
}

const TOO_LONG_KEY = 'wallet:statement.filter.tooLong';

/**
 * The member's statement read whole, for the filters and the export (issue 19): spec section 7's
 * statement call takes only page and limit and does not filter, so the client reads it page by
 * page (domain nextStatementRead: 100 a page, until the total is covered or the entries pass the
 * range start, starting over if the list changes meanwhile) and filters what it holds. One failed
 * page fails the whole read, so a part is never shown as the whole. Here, with the statement route, not in the api library: only
 * this lazily loaded screen needs it.
 */
export const wholeStatementApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    wholeStatement: build.query<StatementEntry[], WholeStatementArg>({
      async queryFn({ since }, api) {
        let read = startStatementRead<StatementEntry>();
        for (;;) {
          const step = nextStatementRead(read, since);
          if (step.kind === 'whole') return { data: read.entries };
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

/** The filtered statement on screen: read again when the network returns or the tab is shown again. */
export const useWholeStatementQuery = freshOnReturn(wholeStatementApi.useWholeStatementQuery);

export const { useLazyWholeStatementQuery } = wholeStatementApi;
