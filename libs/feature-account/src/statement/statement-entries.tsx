import { useTranslation } from 'react-i18next';
import { useMemberCurrency, type StatementEntry } from '@wallet/api';
import { dayAndTime, formatDateTime, formatMoney, isRecordOnly, statementDays, statementDescription, statementSign, statementStatus } from '@wallet/domain';
import { currencySign, moneyHeader, Table, useWideScreen, type TableColumn } from '@wallet/ui';
import { Amount, DayHeading, EntryCard, EntryCards, EntryItem, EntryLine, EntryMeta, EntryTitle, StatusBadge, UnknownCode } from './statement.styles';
import { useEntryTexts } from './use-entry-texts';

/** One page of the statement: two-line cards under their days on a phone, a table on a desktop (visual direction). `emptyText` says why there are none (a filter), else 'no transactions yet'. */
export function StatementEntries({ entries, emptyText }: { entries: readonly StatementEntry[]; emptyText?: string }) {
  const { t } = useTranslation('wallet');
  const currency = useMemberCurrency();
  const wide = useWideScreen();
  const texts = useEntryTexts();
  // The currency is written once: in the table's header, or beside each card's figure.
  const amount = (entry: StatementEntry, withCurrency = false) => {
    const sign = statementSign(entry.statementType);
    return (
      <Amount $sign={sign}>
        {sign}
        {formatMoney(entry.amount, currency)}
        {withCurrency && currency && <small>{currencySign(currency)}</small>}
      </Amount>
    );
  };
  const empty = emptyText ?? t('statement.empty');
  const status = (entry: StatementEntry) => <StatusBadge $status={statementStatus(entry.status)}>{texts.status(entry.status)}</StatusBadge>;
  const place = (code: string) => {
    const { text, known } = texts.account(code);
    return known ? text : <UnknownCode>{text}</UnknownCode>;
  };
  // A bonus's end moves no money: its accounts are not shown as a 'from → to' (domain isRecordOnly).
  const placeOf = (entry: StatementEntry, code: string) => (isRecordOnly(entry.statementType) ? '' : place(code));
  const detail = (entry: StatementEntry) => [isRecordOnly(entry.statementType) && t('statement.recordOnly'), statementDescription(entry)].filter(Boolean).join(' · ');

  if (wide) {
    const columns: TableColumn<StatementEntry>[] = [
      { key: 'date', header: t('statement.column.date'), render: (entry) => formatDateTime(entry.createdAt) },
      { key: 'type', header: t('statement.column.type'), phrases: true, render: (entry) => texts.kind(entry.statementType) },
      { key: 'from', header: t('statement.column.from'), phrases: true, render: (entry) => placeOf(entry, entry.from) },
      { key: 'to', header: t('statement.column.to'), phrases: true, render: (entry) => placeOf(entry, entry.to) },
      { key: 'amount', header: moneyHeader(t('statement.column.amount'), currency), align: 'right', nowrap: true, render: (entry) => amount(entry) },
      { key: 'status', header: t('statement.column.status'), render: status },
      { key: 'detail', header: t('statement.column.detail'), render: detail },
    ];
    return <Table caption={t('statement.title')} columns={columns} rows={entries} rowKey={(entry, index) => entry._id ?? String(index)} emptyText={empty} />;
  }

  if (entries.length === 0) return <p>{empty}</p>;
  return (
    <EntryCards aria-label={t('statement.title')}>
      {statementDays(entries).flatMap(({ day, entries: ofDay }) =>
        ofDay.map((entry, index) => {
          // The kind, then the linked bonus's or promotion's own words, which say which one.
          const description = statementDescription(entry);
          const kind = texts.kind(entry.statementType);
          return (
            <EntryItem key={entry._id ?? `${day}-${index}`}>
              {index === 0 && <DayHeading>{day}</DayHeading>}
              <EntryCard>
                <EntryLine>
                  <EntryTitle>{description ? `${kind} · ${description}` : kind}</EntryTitle>
                  {amount(entry, true)}
                </EntryLine>
                <EntryLine>
                  {/* The day is the heading above; it is read with each time, so every entry is whole alone. */}
                  <EntryMeta>
                    {isRecordOnly(entry.statementType) ? t('statement.recordOnly') : <>{place(entry.from)} → {place(entry.to)}</>} · <span className="visually-hidden">{day} </span>
                    {dayAndTime(entry.createdAt).time}
                  </EntryMeta>
                  {status(entry)}
                </EntryLine>
              </EntryCard>
            </EntryItem>
          );
        }),
      )}
    </EntryCards>
  );
}
