import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  filterKindOf,
  filterStatusOf,
  hasStatementFilter,
  isCalendarDay,
  NO_STATEMENT_FILTER,
  STATEMENT_FILTER_KINDS,
  STATEMENT_FILTER_STATUSES,
  type StatementFilter,
} from '@wallet/domain';
import { Button, Input, Select } from '@wallet/ui';
import { FilterActions, FilterBar, FilterFields } from './statement-filters.styles';

const dayOf = (value: string) => (isCalendarDay(value) ? value : null);

/**
 * The statement's filters (issue 19): kind, status and a range of days, each a labelled native
 * control (keyboard and the phone's own pickers), 'All' and an empty date meaning no limit. A
 * change is handed up at once, as the one field it changes (the page merges it with the filter
 * last asked for); `actions` (the export) sit beside the clear button.
 */
export function StatementFilters({ filter, onChange, actions }: { filter: StatementFilter; onChange: (change: Partial<StatementFilter>) => void; actions: ReactNode }) {
  const { t } = useTranslation('wallet');
  const any = t('statement.filter.any');
  return (
    <FilterBar role="search" aria-label={t('statement.filter.title')}>
      <FilterFields>
        <Select
          label={t('statement.filter.kind')}
          placeholder={any}
          options={STATEMENT_FILTER_KINDS.map((kind) => ({ value: kind, label: t(`statement.type.${kind}`) }))}
          value={filter.kind ?? ''}
          onChange={(event) => onChange({ kind: filterKindOf(event.target.value) })}
        />
        <Select
          label={t('statement.filter.status')}
          placeholder={any}
          options={STATEMENT_FILTER_STATUSES.map((status) => ({ value: status, label: t(`statement.status.${status}`) }))}
          value={filter.status ?? ''}
          onChange={(event) => onChange({ status: filterStatusOf(event.target.value) })}
        />
        <Input type="date" label={t('statement.filter.from')} value={filter.from ?? ''} max={filter.to ?? undefined} onChange={(event) => onChange({ from: dayOf(event.target.value) })} />
        <Input type="date" label={t('statement.filter.to')} value={filter.to ?? ''} min={filter.from ?? undefined} onChange={(event) => onChange({ to: dayOf(event.target.value) })} />
      </FilterFields>
      <FilterActions>
        {hasStatementFilter(filter) && (
          <Button variant="ghost" onClick={() => onChange(NO_STATEMENT_FILTER)}>
            {t('statement.filter.clear')}
          </Button>
        )}
        {actions}
      </FilterActions>
    </FilterBar>
  );
}
