import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Phrases } from './phrases';

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Keeps each cell on one line: a figure such as '13,000 ₭' must not break in two. */
  nowrap?: boolean;
  /** A short label (a kind, an account's name): breaks only at its spaces, never inside a word (Phrases). */
  phrases?: boolean;
}

export interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  caption?: ReactNode;
  /** Shown in place of rows when there are none. */
  emptyText?: ReactNode;
}

// Where the table's own room is narrower than its columns need (a phone, a sheet, a desktop with
// large text), each row reads as a card of 'header: value' lines instead of columns cut at the
// edge (visual direction, WCAG 1.4.10). The room asked grows with the columns: three fit a
// desktop sheet, seven a desktop page. In rem, so larger text asks for more.
const stackedBelow = (columns: number) => `${Math.max(24, columns * 7)}rem`;

const Fit = styled.div`
  container: table-fit / inline-size;
`;

const StyledTable = styled.table<{ $stackBelow: string }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.small};
  caption {
    text-align: left;
    font-weight: 700;
    padding-bottom: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  th {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 700;
  }
  @container table-fit (max-width: ${({ $stackBelow }) => $stackBelow}) {
    &,
    tbody,
    tr,
    td {
      display: block;
    }
    /* A block table leaves its caption an anonymous table of its own, as narrow as its longest
       word: as a block it spans the cards. */
    caption {
      display: block;
    }
    /* The headers stay for screen readers (the roles keep the table a table); each cell shows its own. */
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tbody tr {
      padding: ${({ theme }) => theme.space(1)} 0;
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }
    td {
      display: flex;
      flex-wrap: wrap;
      justify-content: space-between;
      gap: 0 ${({ theme }) => theme.space(3)};
      padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
      border-bottom: none;
      text-align: right !important;
    }
    td[data-label]::before {
      content: attr(data-label) / '';
      color: ${({ theme }) => theme.color.textMuted};
      font-weight: 700;
      text-align: left;
    }
  }
`;

const Empty = styled.td`
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

function cell<Row>(column: TableColumn<Row>, row: Row): ReactNode {
  const value = column.render(row);
  return column.phrases && typeof value === 'string' ? <Phrases text={value} /> : value;
}

export function Table<Row>({ columns, rows, rowKey, caption, emptyText }: TableProps<Row>) {
  const { t } = useTranslation('common');
  return (
    <Fit>
      <StyledTable role="table" $stackBelow={stackedBelow(columns.length)}>
        {caption && <caption>{caption}</caption>}
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.key} role="columnheader" scope="col" style={{ textAlign: column.align ?? 'left' }}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.length === 0 ? (
            <tr role="row">
              <Empty role="cell" colSpan={columns.length}>{emptyText ?? t('table.empty')}</Empty>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row, index)} role="row">
                {columns.map((column) => (
                  <td
                    key={column.key}
                    role="cell"
                    data-label={typeof column.header === 'string' ? column.header : undefined}
                    style={{ textAlign: column.align ?? 'left', whiteSpace: column.nowrap ? 'nowrap' : undefined }}
                  >
                    {cell(column, row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </StyledTable>
    </Fit>
  );
}
