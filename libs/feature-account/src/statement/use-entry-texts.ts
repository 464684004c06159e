import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetWalletQuery, useLookupBanksQuery } from '@wallet/api';
import { bankName, gameTitle, statementPlace, statementStatus, type StatementNames, type TransactionStatus } from '@wallet/domain';

const TYPE_KEYS = {
  deposit: 'statement.type.deposit',
  bonus: 'statement.type.bonus',
  finish_bonus: 'statement.type.finish_bonus',
  withdraw: 'statement.type.withdraw',
  transfer: 'statement.type.transfer',
} as const;

const STATUS_KEYS = {
  progress: 'statement.status.progress',
  success: 'statement.status.success',
  failed: 'statement.status.failed',
} as const satisfies Record<TransactionStatus, string>;

/** A from or to of an entry as the member reads it; `known` false: a code nobody could name, shown as it is. */
export interface PlaceText {
  text: string;
  known: boolean;
}

/**
 * The words of a statement entry (spec section 2): its kind and status, and its accounts named as
 * the member knows them (domain statementPlace): the main wallet, a game's name, a bank's name in
 * the member's language (domain bankName: English from the bank list's nameEN extension where the
 * language is not Thai, else the name given),
 * or the source a credit came from; else the code.
 */
export function useEntryTexts() {
  const { t, i18n } = useTranslation('wallet');
  const games = useGetWalletQuery().data?.slots;
  const banks = useLookupBanksQuery().data;
  const language = i18n.language;
  const names = useMemo<StatementNames>(
    () => ({
      games: new Map((games ?? []).map((game) => [game.code, gameTitle(game)])),
      banks: new Map((banks ?? []).map((bank) => [bank.code, bankName(bank, language)])),
    }),
    [games, banks, language],
  );
  const account = useCallback(
    (code: string): PlaceText => {
      const place = statementPlace(code, names);
      switch (place.kind) {
        case 'wallet':
          return { text: t('statement.wallet'), known: true };
        case 'game':
        case 'bank':
          return { text: place.name, known: true };
        case 'source':
          return { text: t(`statement.source.${place.source}`), known: true };
        case 'unknown':
          return { text: place.code, known: false };
      }
    },
    [names, t],
  );
  const kind = useCallback((type: string) => (type in TYPE_KEYS ? t(TYPE_KEYS[type as keyof typeof TYPE_KEYS]) : type), [t]);
  const status = useCallback((value: string) => t(STATUS_KEYS[statementStatus(value)]), [t]);
  return { account, kind, status };
}
