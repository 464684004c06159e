import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  filterKindOf,
  filterStatusOf,
  hasStatementFilter,
  NO_STATEMENT_FILTER,
  STATEMENT_FILTER_KINDS,
  STATEMENT_FILTER_STATUSES,
  type StatementFilter,
} from '@wallet/domain';
import { Button, Select } from '@wallet/ui';
import { StatementDayField } from './statement-day-field';
import { FilterActions, FilterBar, FilterFields } from './statement-filters.styles';

/**
 * The statement's filters (issue 19): kind, status and a range of days, each a labelled control,
 * 'All' and an empty date meaning no limit. The days are written DD/MM/YYYY as the statement
 * writes them (issue 29, spec §9), whatever the browser's language, and go into the address as
 * 'YYYY-MM-DD' as before. A change is handed up at once, as the one field it changes (the page
 * merges it with the filter last asked for); `actions` (the export) sit beside the clear button.
 * `onDatesRefused` hears whether a date field holds a day it refused (issue 38).
 */
export function StatementFilters({
  filter,
  onChange,
  actions,
  onDatesRefused,
}: {
  filter: StatementFilter;
  onChange: (change: Partial<StatementFilter>) => void;
  actions: ReactNode;
  onDatesRefused: (refused: boolean) => void;
}) {
  const { t } = useTranslation('wallet');
  const any = t('statement.filter.any');
  const [fromRefused, setFromRefused] = useState(false);
  const [toRefused, setToRefused] = useState(false);
  const datesRefused = fromRefused || toRefused;
  useEffect(() => onDatesRefused(datesRefused), [datesRefused, onDatesRefused]);
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
        <StatementDayField label={t('statement.filter.from')} day={filter.from} latest={filter.to} onDay={(from) => onChange({ from })} onRefused={setFromRefused} />
        <StatementDayField label={t('statement.filter.to')} day={filter.to} earliest={filter.from} onDay={(to) => onChange({ to })} onRefused={setToRefused} />
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
