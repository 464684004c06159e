import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Keeps each cell on one line: a figure such as '13,000 ₭' must not break in two. */
  nowrap?: boolean;
}

export interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  caption?: ReactNode;
  /** Shown in place of rows when there are none. */
  emptyText?: ReactNode;
}

const Scroll = styled.div`
  overflow-x: auto;
`;

const StyledTable = styled.table`
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
`;

const Empty = styled.td`
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

export function Table<Row>({ columns, rows, rowKey, caption, emptyText }: TableProps<Row>) {
  const { t } = useTranslation('common');
  return (
    <Scroll>
      <StyledTable>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" style={{ textAlign: column.align ?? 'left' }}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <Empty colSpan={columns.length}>{emptyText ?? t('table.empty')}</Empty>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row, index)}>
                {columns.map((column) => (
                  <td key={column.key} style={{ textAlign: column.align ?? 'left', whiteSpace: column.nowrap ? 'nowrap' : undefined }}>
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </StyledTable>
    </Scroll>
  );
}
