import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './pagination';
import { Table } from './table';
import { renderWithUi } from './testing';

const columns = [
  { key: 'name', header: 'From', render: (row: { name: string; amount: number }) => row.name },
  { key: 'amount', header: 'Amount', render: (row: { name: string; amount: number }) => row.amount, align: 'right' as const },
];

describe('Table', () => {
  it('shows a row per item under its column headers', () => {
    renderWithUi(<Table columns={columns} rows={[{ name: 'Somchai', amount: 50 }]} rowKey={(row) => row.name} />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['From', 'Amount']);
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Somchai', '50']);
  });

  it('keeps the cells of a nowrap column on one line', () => {
    renderWithUi(<Table columns={[columns[0], { ...columns[1], nowrap: true }]} rows={[{ name: 'Somchai', amount: 1300000 }]} rowKey={(row) => row.name} />);
    const [name, amount] = within(screen.getAllByRole('row')[1]).getAllByRole('cell');
    expect(amount).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(name).not.toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('says so when there is nothing to show', () => {
    renderWithUi(<Table columns={columns} rows={[]} rowKey={(row) => row.name} emptyText="No invites yet" />);
    expect(screen.getByRole('cell')).toHaveTextContent('No invites yet');
  });
});

describe('Pagination', () => {
  it('marks the current page and moves to the chosen one', async () => {
    const onChange = jest.fn();
    renderWithUi(<Pagination page={5} totalPages={9} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Page 7' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange.mock.calls).toEqual([[2], [6]]);
  });

  it('is not shown for a single page', () => {
    renderWithUi(<Pagination page={1} totalPages={1} onChange={jest.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
