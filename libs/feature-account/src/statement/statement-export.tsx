import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyWholeStatementQuery, useMemberCurrency } from '@wallet/api';
import { ApiErrorText } from '@wallet/api-texts';
import { dayStart, matchesStatementFilter, statementCsv, statementCsvFileName, type StatementCsvTexts, type StatementFilter } from '@wallet/domain';
import { Button, DocumentIcon, useSingleFlight, useToast } from '@wallet/ui';
import { saveTextFile } from './save-text-file';
import { useEntryTexts } from './use-entry-texts';

/** Spreadsheet programs read the file as UTF-8 from the charset and the byte-order mark (domain statementCsv). */
const CSV_TYPE = 'text/csv;charset=utf-8';

/** The export's words in the screen's language: the statement's column titles and the names its entries are given. */
function useCsvTexts(): StatementCsvTexts {
  const { t } = useTranslation('wallet');
  const texts = useEntryTexts();
  return useMemo(
    () => ({
      headers: {
        date: t('statement.column.date'),
        type: t('statement.column.type'),
        from: t('statement.column.from'),
        to: t('statement.column.to'),
        amount: t('statement.column.amount'),
        status: t('statement.column.status'),
        detail: t('statement.column.detail'),
      },
      kind: texts.kind,
      status: texts.status,
      place: (code) => texts.account(code).text,
    }),
    [t, texts],
  );
}

/**
 * Exports what the filter shows, every page of it, as a CSV file named with its date range
 * (issue 19). With a filter, the list on screen was read whole already and is taken from the
 * cache; without one, the whole statement is read first. While it reads the button is busy; a
 * failed read says why in a toast and saves nothing.
 */
export function StatementExport({ filter }: { filter: StatementFilter }) {
  const { t } = useTranslation(['wallet', 'common']);
  const toast = useToast();
  const texts = useCsvTexts();
  const currency = useMemberCurrency();
  const [read, { isFetching }] = useLazyWholeStatementQuery();

  const exportOnce = useSingleFlight(async () => {
    const result = await read({ since: filter.from === null ? null : dayStart(filter.from) }, true);
    if (!result.data) {
      toast({ message: <ApiErrorText error={result.error} />, tone: 'danger' });
      return;
    }
    const entries = result.data.entries.filter((entry) => matchesStatementFilter(entry, filter));
    saveTextFile(statementCsv(entries, texts, currency), statementCsvFileName(filter, entries, new Date()), CSV_TYPE);
    // Entries that could not be read are not in the file either: the member is told how many (issue 24).
    const { leftOut } = result.data;
    if (leftOut) toast({ message: t('common:list.leftOut', { count: leftOut }), tone: 'warning' });
  });

  return (
    <Button variant="secondary" busy={isFetching} onClick={() => void exportOnce()}>
      <DocumentIcon width={18} height={18} />
      {t('statement.filter.export')}
    </Button>
  );
}
