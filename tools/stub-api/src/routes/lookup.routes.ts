// Lookups: read-only settings from the fixture and the live site flags. All are open to visitors
// except the deposit lookup, which lists the operator's receiving accounts.
import type {
  ActiveLookup,
  BankListItem,
  ChatWidgetFlag,
  DepositLookup,
  NoticeLookup,
  RegisterOtpFlag,
  WithdrawLimits,
} from '@wallet/api/contract';
import { optionalMember } from '../http/guards';
import { member, open, type RouteTable } from '../http/route-def';

export const lookupRoutes = {
  lookupBanks: open(({ store }): BankListItem[] => store.banks().map(({ code, nameTH }) => ({ code, nameTH }))),
  lookupDeposit: member(
    ({ store }): DepositLookup => ({
      banks: store.depositBanks(),
      wallets: store.fixture.wallets,
      isManual: store.state.site.isManual,
    }),
  ),
  lookupConditions: open(({ store }) => store.fixture.conditions),
  lookupAgreements: open(({ store }) => store.fixture.agreements),
  lookupInfo: open(({ store }) => store.fixture.info),
  lookupNotice: open(({ store }): NoticeLookup => ({ notice: store.fixture.notice })),
  lookupContact: open(({ store }) => store.fixture.contact),
  // In the asking member's currency; a visitor reads the site's.
  lookupWithdraw: open(
    ({ store, request }): WithdrawLimits => store.pricedFor({ currency: optionalMember(store, request)?.currency ?? store.siteCurrency() }).withdraw,
  ),
  lookupSlip: open(({ store }) => store.fixture.slip),
  lookupSources: open(({ store }) => store.fixture.sources),
  lookupActive: open(({ store }): ActiveLookup => ({ message: store.state.site.active ? 'active' : 'gone' })),
  lookupRegisterOtp: open(({ store }): RegisterOtpFlag => ({ registerOTP: store.state.site.registerOTP })),
  lookupEnableChatWidget: open(
    ({ store }): ChatWidgetFlag => ({ enableChatWidget: store.state.site.enableChatWidget }),
  ),
} satisfies RouteTable;
