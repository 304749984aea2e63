import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NoonReportRow } from '@keel/domain';
import { MASTER, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';
import { SHIP_A } from '../../../../test/fixtures';

const report = (i: number): NoonReportRow => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  shipId: SHIP_A.id,
  reportTime: new Date(Date.UTC(2026, 10, 20 - i, 5)).toISOString(),
  utcOffsetMinutes: 420,
  voyage: 'AUR-2608',
  lat: -6.83,
  lon: 104.62,
  distanceNm: 266.4 + i,
  hoursSteaming: 23,
  avgSpeedKn: 11.58,
  meRpm: 84.6,
  mePowerKw: 5748,
  fuelConsumed: { HFO: 24.22 },
  rob: { HFO: 954, MDO_MGO: 261 },
  weather: { windBeaufort: 6, windDirectionDeg: 200, seaState: 5 },
  remarks: null,
  co2Tonnes: 75.421,
  co2ByFuel: { HFO: 75.421 },
  flags: { duplicate: i === 1, gap: i === 2, hoursSincePrevious: i === 2 ? 48 : 24 },
  createdAt: '2026-11-20T07:00:00.000Z',
  updatedAt: '2026-11-20T07:00:00.000Z',
  version: 1,
});

function setup() {
  signIn(MASTER);
  const queries: URLSearchParams[] = [];
  stubApi({
    ...accessHandlers(['dashboard', 'report.report_table']),
    'GET /access/ships/me/': () => json({ data: [SHIP_A] }),
    'GET /noon-reports/': ({ url }) => {
      queries.push(url.searchParams);
      const cursor = url.searchParams.get('cursor');
      const rows = cursor ? [report(30)] : Array.from({ length: 25 }, (_, i) => report(i));
      return json({
        data: rows,
        page: {
          total: 26,
          offset: Number(url.searchParams.get('offset') ?? 0),
          limit: 25,
          nextCursor: cursor ? null : 'CURSOR-2',
          prevCursor: cursor ? 'CURSOR-1' : null,
        },
      });
    },
  });
  return queries;
}

describe('noon reports table', () => {
  it('shows the reports with their flags and CO₂, and pages forward by cursor', async () => {
    const queries = setup();
    const user = userEvent.setup();
    renderApp('/reporttable');
    const table = await screen.findByRole('table', { name: 'Noon reports' }, { timeout: 5000 });
    expect(await within(table).findByText('Duplicate', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(within(table).getByText('Gap 48 h')).toBeInTheDocument();
    expect(within(table).getAllByText('75.42').length).toBeGreaterThan(0);
    expect(queries[0]?.get('sort')).toBe('-reportTime');
    expect(queries[0]?.get('cursor')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(queries.at(-1)?.get('cursor')).toBe('CURSOR-2'));
    expect(queries.at(-1)?.get('offset')).toBe('25');
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Noon reports' })).getAllByRole('row')).toHaveLength(2),
    );
  }, 40_000);

  it('checks a new report with the domain schema and says what is missing under the field', async () => {
    setup();
    const user = userEvent.setup();
    renderApp('/reporttable');
    await screen.findByRole('table', { name: 'Noon reports' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'New report' }));
    const dialog = await screen.findByRole('dialog', { name: 'New noon report' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Distance must be a number of 0 or more')).toBeInTheDocument();
    expect(within(dialog).getByText('Sea state must be a whole number from 0 to 9')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Distance')).toHaveAttribute('aria-invalid', 'true');
  }, 40_000);
});
