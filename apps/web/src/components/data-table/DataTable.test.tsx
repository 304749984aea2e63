import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from './DataTable';
import type { ListParams } from './use-list-params';
import { useRowSelection } from './use-row-selection';

interface Order {
  id: string;
  number: string;
  state: string;
  total: string;
}

const ROWS: Order[] = [
  { id: '1', number: 'PO-1', state: 'APPROVED', total: '10.00' },
  { id: '2', number: 'PO-2', state: 'DRAFT', total: '20.00' },
  { id: '3', number: 'PO-3', state: 'APPROVED', total: '30.00' },
];
const COLUMNS: Column<Order>[] = [
  { field: 'number', header: 'Number', card: 'title' },
  { field: 'state', header: 'State' },
  { field: 'total', header: 'Total', align: 'right' },
  { field: 'id', header: 'Internal', card: 'hide' },
];
const PARAMS: ListParams = { offset: 0, limit: 25, q: '', sort: '', filters: {} };
const getId = (o: Order) => o.id;
const approved = (o: Order) => o.state === 'APPROVED';

function List({
  onChosen,
  footer,
  reset,
}: {
  onChosen?: (numbers: string[]) => void;
  footer?: string;
  reset?: () => void;
}) {
  const selection = useRowSelection(getId, approved);
  const [opened, setOpened] = useState('');
  return (
    <>
      <DataTable
        label="Orders"
        columns={COLUMNS}
        rows={ROWS}
        total={ROWS.length}
        getRowId={getId}
        params={PARAMS}
        onParamsChange={() => undefined}
        onRowClick={(o) => setOpened(o.number)}
        rowLabel={(o) => `Open ${o.number}`}
        selection={selection}
        bulkActions={
          <button type="button" onClick={() => onChosen?.(selection.rows.map((r) => r.number))}>
            Send
          </button>
        }
        {...(footer ? { footer } : {})}
        {...(reset ? { controls: { isFiltered: true, reset } } : {})}
      />
      <p>opened: {opened || '(none)'}</p>
    </>
  );
}

/** jsdom's matchMedia, answering `matches` for every query (a narrow screen when true). */
function screenIsNarrow(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
afterEach(() => vi.unstubAllGlobals());

describe('DataTable selection', () => {
  it('chooses rows by their box, all of the page at once, and only the rows that may be chosen', async () => {
    const user = userEvent.setup();
    const chosen = vi.fn();
    render(<List onChosen={chosen} />);
    expect(screen.queryByRole('region', { name: 'Selected rows' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Select Open PO-2' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Open PO-1' }));
    const bar = screen.getByRole('region', { name: 'Selected rows' });
    expect(bar).toHaveTextContent(/^1 row selected/);
    // Choosing a row does not open it.
    expect(screen.getByText('opened: (none)')).toBeInTheDocument();
    const all = screen.getByRole('checkbox', { name: 'Select all on this page' });
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    await user.click(all);
    expect(bar).toHaveTextContent(/^2 rows selected/);
    await user.click(within(bar).getByRole('button', { name: 'Send' }));
    expect(chosen).toHaveBeenCalledWith(['PO-1', 'PO-3']);
    await user.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Selected rows' })).toBeNull();
  });

  it('works from the keyboard: Space on a box chooses the row, Enter on the row opens it', async () => {
    const user = userEvent.setup();
    render(<List />);
    const box = screen.getByRole('checkbox', { name: 'Select Open PO-3' });
    box.focus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(screen.getByText('opened: (none)')).toBeInTheDocument();
    screen.getByRole('row', { name: /Open PO-3/ }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('opened: PO-3')).toBeInTheDocument();
  });
});

describe('DataTable footer and reset', () => {
  it('shows the totals line and a "Reset filters" button while filtered', async () => {
    const reset = vi.fn();
    render(<List footer="Total (USD) 60.00 — 3 orders" reset={reset} />);
    expect(screen.getByRole('status', { name: 'Orders total' })).toHaveTextContent(
      'Total (USD) 60.00 — 3 orders',
    );
    await act(async () => screen.getByRole('button', { name: 'Reset filters' }).click());
    expect(reset).toHaveBeenCalledOnce();
  });
});

describe('DataTable on a narrow screen', () => {
  it('shows each row as a card with its title and labelled fields; a card opens like a row', async () => {
    screenIsNarrow(true);
    const user = userEvent.setup();
    render(<List />);
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Orders' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const first = cards[0]!;
    expect(within(first).getByText('PO-1')).toBeInTheDocument();
    expect(within(first).getByText('State')).toBeInTheDocument();
    expect(within(first).getByText('APPROVED')).toBeInTheDocument();
    expect(within(first).getByText('Total')).toBeInTheDocument();
    expect(within(first).queryByText('Internal')).toBeNull();
    await user.click(within(first).getByRole('checkbox', { name: 'Select Open PO-1' }));
    expect(screen.getByRole('region', { name: 'Selected rows' })).toHaveTextContent(/^1 row selected/);
    await user.click(within(cards[2]!).getByRole('button', { name: 'Open PO-3' }));
    expect(screen.getByText('opened: PO-3')).toBeInTheDocument();
  });

  it('keeps the table on a wide screen', () => {
    screenIsNarrow(false);
    render(<List />);
    expect(screen.getByRole('table', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Orders' })).toBeNull();
  });
});
