import { useTranslation } from 'react-i18next';
import type { TimeAgo } from '@wallet/domain';

/** 'Just now' under a minute, else '3 minutes ago', in the active language. */
export function useTimeAgoText(ago: TimeAgo | null): string | null {
  const { t } = useTranslation('common');
  if (!ago) return null;
  return ago.unit === 'second' ? t('timeAgo.justNow') : t(`timeAgo.${ago.unit}`, { count: ago.count });
}
