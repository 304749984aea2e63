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

function setup(extra: Parameters<typeof stubApi>[0] = {}) {
  signIn(MASTER);
  const queries: URLSearchParams[] = [];
  const stub = stubApi({
    ...extra,
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
  return Object.assign(queries, { calls: stub.calls });
}

describe('noon reports table', () => {
  it('shows the reports with their flags and CO₂, and pages forward by cursor', async () => {
    const queries = setup();
    const user = userEvent.setup();
    renderApp('/reporttable');
    const table = await screen.findByRole('table', { name: 'Noon reports' });
    expect(await within(table).findByText('Duplicate', {})).toBeInTheDocument();
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
  });

  it('checks a new report with the domain schema and says what is missing under the field', async () => {
    setup();
    const user = userEvent.setup();
    renderApp('/reporttable');
    await screen.findByRole('table', { name: 'Noon reports' });
    await user.click(screen.getByRole('button', { name: 'New report' }));
    const dialog = await screen.findByRole('dialog', { name: 'New noon report' });
    // Required fields carry the asterisk; the labels of fields with a unit sit on the border, clear of it.
    const distance = within(dialog).getByRole('textbox', { name: /^Distance/ });
    expect(distance).toBeRequired();
    const rpmLabel = dialog.querySelector(
      'label[for="' + within(dialog).getByRole('textbox', { name: /Main engine RPM/ }).id + '"]',
    );
    expect(rpmLabel).toHaveAttribute('data-shrink', 'true');
    expect(within(dialog).getByRole('textbox', { name: /Main engine RPM/ })).not.toBeRequired();
    await user.clear(within(dialog).getByRole('textbox', { name: /^Voyage/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Required')).not.toHaveLength(0);
    expect(distance).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText(/must be a number|Expected|NaN/)).toBeNull();
  });

  it("prefills the voyage and carries the ROB forward from the ship's last report", async () => {
    setup();
    const user = userEvent.setup();
    renderApp(`/reporttable/${SHIP_A.id}`);
    await screen.findByRole('table', { name: 'Noon reports' });
    await user.click(screen.getByRole('button', { name: 'New report' }));
    const dialog = await screen.findByRole('dialog', { name: 'New noon report' });
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^Voyage/ })).toHaveValue('AUR-2608'),
    );
    expect(within(dialog).getByRole('textbox', { name: /HFO ROB/ })).toHaveValue('954');
    expect(within(dialog).getByRole('textbox', { name: /MGO ROB/ })).toHaveValue('261');
    expect(
      within(dialog).getByText(/carried forward from the report of 2026\/11\/20 05:00 UTC/),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /HFO consumed/ }), '24');
    expect(within(dialog).getByRole('textbox', { name: /HFO ROB/ })).toHaveValue('930');
  });

  it('refuses a report at the time of another with the server message, and saves it as a correction', async () => {
    const existing = report(0);
    const message = `The ship already has a noon report at 2026/11/20 05:00 UTC (voyage AUR-2608). Save this report as a correction to replace it.`;
    const posted: { correction?: boolean; lat?: number }[] = [];
    const queries = setup({
      'POST /noon-reports/': ({ init }) => {
        const body = JSON.parse(String(init.body)) as { correction?: boolean; lat?: number };
        posted.push(body);
        return body.correction
          ? json({ data: { ...existing, version: 2 } })
          : json({ message, details: [{ field: 'reportTime', message }] }, 409);
      },
    });
    const user = userEvent.setup();
    renderApp(`/reporttable/${SHIP_A.id}`);
    await screen.findByRole('table', { name: 'Noon reports' });
    await user.click(screen.getByRole('button', { name: 'New report' }));
    const dialog = await screen.findByRole('dialog', { name: 'New noon report' });
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^Voyage/ })).toHaveValue('AUR-2608'),
    );
    const fill = async (name: RegExp, value: string) => {
      // By label, not by role: getByRole computes every element's accessible name and visibility, which
      // in this dialog over the reports table cost 15 s per field under load; the label finds the same box.
      const box = within(dialog).getByLabelText(name);
      // Pasted, not typed key by key: seven fields typed one key at a time re-render the whole form per key
      // and took over 60 s on a loaded CI machine; what the test checks is the answer to the save.
      await user.clear(box);
      await user.paste(value);
    };
    await fill(/^Latitude/, "06°49.8'S");
    await fill(/^Longitude/, '104.62');
    await fill(/^Distance/, '266');
    await fill(/^Hours steaming/, '23');
    await fill(/^Average speed/, '11.57');
    await fill(/^Wind force/, '6');
    await fill(/^Sea state/, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(posted[0]).toMatchObject({ correction: false });
    expect(posted[0]!.lat).toBeCloseTo(-6.83, 6);
    await user.click(within(dialog).getByRole('button', { name: 'Save as correction' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New noon report' })).toBeNull());
    expect(posted[1]).toMatchObject({ correction: true });
    expect(queries.calls.filter((c) => c.method === 'POST')).toHaveLength(2);
    // Its own safety net: each field change re-renders the whole noon-report page in jsdom (about 16 s a field
    // at load 12, measured 2026-11-26); the suite's 120 s was not enough for seven fields. The render cost
    // is a finding of its own (docs/noon-reports.md), not something this test asserts.
  }, 300_000);
});
