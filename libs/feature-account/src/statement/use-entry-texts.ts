import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetWalletQuery } from '@wallet/api';
import { statementStatus, type TransactionStatus } from '@wallet/domain';

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

/**
 * The words of a statement entry (spec section 2): its kind and status, and its accounts named as
 * the member knows them: the main wallet, a game's name rather than its code, else the code.
 */
export function useEntryTexts() {
  const { t } = useTranslation('wallet');
  const games = useGetWalletQuery().data?.slots;
  const account = useCallback(
    (code: string) => {
      if (code === 'WALLET') return t('statement.wallet');
      return games?.find((game) => game.code === code)?.name ?? code;
    },
    [games, t],
  );
  const kind = useCallback((type: string) => (type in TYPE_KEYS ? t(TYPE_KEYS[type as keyof typeof TYPE_KEYS]) : type), [t]);
  const status = useCallback((value: string) => t(STATUS_KEYS[statementStatus(value)]), [t]);
  return { account, kind, status };
}
