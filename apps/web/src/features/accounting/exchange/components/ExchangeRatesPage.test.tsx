import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RateImportReport } from '@keel/domain';
import { ADMIN, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';

const report = (stored: boolean): RateImportReport => ({
  base: 'EUR',
  type: 'daily',
  source: 'ECB',
  stored,
  accepted: 1,
  refused: 1,
  lines: [
    {
      line: 2,
      text: '2026-03-02,DKK,7.46',
      date: '2026-03-02',
      currency: 'DKK',
      rate: '7.46',
      status: 'accepted',
      message: null,
    },
    {
      line: 3,
      text: '2026-03-02,XYZ,1',
      date: null,
      currency: null,
      rate: null,
      status: 'refused',
      message: 'currency "XYZ" is not an ISO 4217 currency code',
    },
  ],
});

describe('exchange rates page', () => {
  it('shows the empty list, previews a CSV with its refused line, then imports it', async () => {
    signIn(ADMIN);
    const { calls } = stubApi({
      ...accessHandlers(['dashboard', 'accounting.exchange']),
      'GET /accounting/exchange-rates': () => json({ data: [], page: { total: 0, offset: 0, limit: 25 } }),
      'POST /accounting/exchange-rates/import/preview': () => json({ data: report(false) }),
      'POST /accounting/exchange-rates/import': () => json({ data: report(true) }, 201),
    });
    const user = userEvent.setup();
    renderApp('/accounting/exchanges');
    expect(
      await screen.findByText(
        'No rates match. Add one or import a file of daily rates.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import daily rates (CSV)' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Rates' }));
    await user.paste('date,currency,rate\n2026-03-02,DKK,7.46\n2026-03-02,XYZ,1');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText(/1 rate to store, 1 line refused/)).toBeInTheDocument();
    const refused = within(dialog).getByRole('table', { name: 'Refused lines' });
    expect(refused).toHaveTextContent('currency "XYZ" is not an ISO 4217 currency code');
    expect(calls.find((c) => c.path === '/accounting/exchange-rates/import/preview')?.body).toMatchObject({
      base: 'EUR',
      source: 'ECB',
      type: 'daily',
      csv: 'date,currency,rate\n2026-03-02,DKK,7.46\n2026-03-02,XYZ,1',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Import 1 rate' }));
    expect(await within(dialog).findByText(/1 rate stored, 1 line refused/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/accounting/exchange-rates/import')).toHaveLength(1);
  });
});
