import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BONUS_TYPES, matchOneOf } from '@wallet/domain';

/** The types the texts name: the spec's three, and a promotion held as the active bonus. */
const NAMED_TYPES = [...BONUS_TYPES, 'promotion'] as const;

/** A bonus type in words: a named type translated (any case), any other type as the server sent it (issue 24). */
export function useBonusTypeText(): (type: string) => string {
  const { t } = useTranslation('bonus');
  return useCallback((type: string) => {
    const named = matchOneOf(NAMED_TYPES, type);
    return named ? t(`type.${named}`) : type;
  }, [t]);
}
