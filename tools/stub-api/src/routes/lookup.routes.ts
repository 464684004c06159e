// Lookups: read-only settings from the fixture and the live site flags. All are open to visitors
// except the deposit lookup, which lists the operator's receiving accounts.
import type { FastifyRequest } from 'fastify';
import type { ActiveLookup, BankListItem, ChatWidgetFlag, DepositLookup, NoticeLookup, RegisterOtpFlag, WithdrawLimits } from '@wallet/api';
import type { Currency } from '@wallet/config';
import { optionalMember } from '../http/guards';
import { member, open, type RouteTable } from '../http/route-def';
import type { StubStore } from '../store/store';

/** Figures are in the asking member's currency; a visitor reads the site's. */
const askerCurrency = (store: StubStore, request: FastifyRequest): Currency => store.currencyFor(optionalMember(store, request));

export const lookupRoutes = {
  lookupBanks: open(({ store }): BankListItem[] => store.banks().map(({ code, nameTH, nameEN }) => ({ code, nameTH, nameEN }))),
  // Each member is offered accounts in the currency they hold; the phone wallet (TrueMoney) takes baht only.
  lookupDeposit: member(
    ({ store, member: me }): DepositLookup => ({
      banks: store.depositBanks(me.currency),
      wallets: me.currency === 'BAHT' ? store.fixture.wallets : [],
      isManual: store.state.site.isManual,
    }),
  ),
  lookupConditions: open(({ store, request }) => store.fixture.conditions.map((text) => store.moneyText(text, askerCurrency(store, request)))),
  lookupAgreements: open(({ store }) => store.fixture.agreements),
  lookupInfo: open(({ store }) => store.fixture.info),
  lookupNotice: open(({ store }): NoticeLookup => ({ notice: store.fixture.notice })),
  lookupContact: open(({ store }) => store.fixture.contact),
  lookupWithdraw: open(({ store, request }): WithdrawLimits => store.pricedFor({ currency: askerCurrency(store, request) }).withdraw),
  lookupSlip: open(({ store }) => store.fixture.slip),
  lookupSources: open(({ store }) => store.fixture.sources),
  lookupActive: open(({ store }): ActiveLookup => ({ message: store.state.site.active ? 'active' : 'gone' })),
  lookupRegisterOtp: open(({ store }): RegisterOtpFlag => ({ registerOTP: store.state.site.registerOTP })),
  lookupEnableChatWidget: open(
    ({ store }): ChatWidgetFlag => ({ enableChatWidget: store.state.site.enableChatWidget }),
  ),
} satisfies RouteTable;
