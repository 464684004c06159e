import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListBonusesQuery, type Bonus } from '@wallet/api';
import { ApiErrorText } from '@wallet/api-texts';
import { bonusState } from '@wallet/domain';
import { LeftOutNote, RetryAlert } from '@wallet/ui';
import { BonusCard } from './bonus-card';
import { BonusModal } from './bonus-modal';
import { CardGrid, SectionTitle } from './bonus.styles';

/**
 * The bonus cards (spec sections 2 and 4), each opening the bonus modal unless received to its
 * limit; a quiet line says how many bonuses could not be read (issue 24).
 */
export function BonusList() {
  const { t } = useTranslation('bonus');
  const bonuses = useListBonusesQuery();
  const [open, setOpen] = useState<Bonus | null>(null);
  const now = new Date(bonuses.fulfilledTimeStamp ?? Date.now());

  return (
    <section aria-labelledby="bonus-list-title">
      <SectionTitle id="bonus-list-title">{t('list.title')}</SectionTitle>
      {bonuses.isError && (
        <RetryAlert onRetry={() => void bonuses.refetch()} retrying={bonuses.isFetching}>
          <ApiErrorText error={bonuses.error} />
        </RetryAlert>
      )}
      {bonuses.data?.bonuses.length === 0 && <p>{t('list.empty')}</p>}
      <CardGrid aria-busy={bonuses.isLoading || undefined}>
        {bonuses.data?.bonuses.map((bonus) => (
          <li key={bonus.code}>
            <BonusCard bonus={bonus} state={bonusState(bonus, now)} onOpen={setOpen} />
          </li>
        ))}
      </CardGrid>
      <LeftOutNote count={bonuses.data?.leftOut} />
      {open && <BonusModal bonus={open} active={bonusState(open, now) === 'active'} onClose={() => setOpen(null)} />}
    </section>
  );
}
