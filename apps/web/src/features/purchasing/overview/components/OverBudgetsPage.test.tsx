import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import type { OverBudgets } from '@keel/domain';
import {
  MASTER,
  accessHandlers,
  captureDownloads,
  json,
  renderApp,
  signIn,
  stubApi,
} from '../../../../test/helpers';
import { SHIP_A } from '../../../../test/fixtures';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const EXPORT = 'GET /purchasing/over-budgets/export.xlsx';
const YEAR = new Date().getFullYear() - 1;

const viewOf = (year: number): OverBudgets => ({
  year,
  over: 1,
  errors: 0,
  items: [
    {
      kind: 'over',
      shipId: SHIP_A.id,
      shipName: SHIP_A.name,
      categoryId: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
      categoryCode: '200',
      categoryName: 'Engine spares',
      currency: 'USD',
      budget: '11019.00',
      committed: '12964.18',
      excess: '1945.18',
      message: null,
    },
  ],
});

function setup(exportAnswer: (url: URL) => Response) {
  signIn(MASTER);
  return stubApi({
    ...accessHandlers(['dashboard', 'purchasing.purchase_order']),
    'GET /access/actions/me/': () =>
      json({ data: [{ ship_id: SHIP_A.id, actions: ['get_purchase_orders'] }] }),
    'GET /access/ships/me/': () => json({ data: [SHIP_A] }),
    'GET /purchasing/over-budgets/': ({ url }) =>
      json({ data: viewOf(Number(url.searchParams.get('year'))) }),
    [EXPORT]: ({ url }) => exportAnswer(url),
  });
}

describe('over-budgets export', () => {
  it('exports the selected year and saves the file under the server’s name', async () => {
    const user = userEvent.setup();
    const exported: string[] = [];
    setup((url) => {
      exported.push(url.searchParams.toString());
      return new Response('xlsx bytes', {
        headers: {
          'content-type': XLSX,
          'content-disposition': `attachment; filename="over-budgets-${url.searchParams.get('year')}.xlsx"`,
        },
      });
    });
    const { createObjectURL, saved } = captureDownloads();
    renderApp(`/purchasing/over-budgets?year=${YEAR}`);
    expect(await screen.findByText('Engine spares', { exact: false })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Export' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(saved.map((f) => f.download)).toEqual([`over-budgets-${YEAR}.xlsx`]));
    expect(exported).toEqual([`year=${YEAR}`]);
    expect(createObjectURL).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('combobox', { name: 'Year' }));
    await user.click(await screen.findByRole('option', { name: String(YEAR + 1) }));
    expect(await screen.findByText(`Budget year ${YEAR + 1}`)).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(exported).toEqual([`year=${YEAR}`, `year=${YEAR + 1}`]));
  });

  it('shows the server’s message when the export fails', async () => {
    const user = userEvent.setup();
    setup(() => json({ message: 'Missing action get_purchase_orders' }, 403));
    const { createObjectURL } = captureDownloads();
    const error = vi.spyOn(toast, 'error');
    renderApp(`/purchasing/over-budgets?year=${YEAR}`);
    await screen.findByText('Engine spares', { exact: false });
    const button = screen.getByRole('button', { name: 'Export' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Missing action get_purchase_orders'));
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('offers "Reset filters" back to this year while another year is shown', async () => {
    const user = userEvent.setup();
    setup(() => json({}));
    renderApp(`/purchasing/over-budgets?year=${YEAR}`);
    expect(await screen.findByText(`Budget year ${YEAR}`, {})).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(await screen.findByText(`Budget year ${YEAR + 1}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset filters' })).toBeNull();
  });
});
