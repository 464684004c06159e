// The statement and the uploaded slips, newest first, paged from 1.
import type { SlipListResponse, SlipUrlResponse, StatementResponse } from '@wallet/api';
import { newestFirst, pageOf, paginate, param } from '../http/body';
import { fail } from '../http/errors';
import { member, type RouteTable } from '../http/route-def';
import { slipView, statementView } from '../views/statement-view';

export const statementRoutes = {
  listStatements: member(({ member: me, body }): StatementResponse => {
    const { page, limit } = pageOf(body);
    return { total: me.statements.length, statements: paginate(newestFirst(me.statements), page, limit).map(statementView) };
  }),
  listSlips: member(({ member: me, body }): SlipListResponse => {
    const { page, limit } = pageOf(body);
    return { total: me.slips.length, slips: paginate(newestFirst(me.slips), page, limit).map(slipView) };
  }),
  slipUrl: member(({ member: me, params }): SlipUrlResponse => {
    const reference = param(params, 'reference', 'NO_DATA');
    const slip = me.slips.find((candidate) => candidate.reference === reference);
    if (!slip) fail(404, 'NO_DATA');
    return { url: slip.link };
  }),
} satisfies RouteTable;
