import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { outbox } from '../../../../lib/offline-queue';
import { MASTER, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';
import { SHIP_A } from '../../../../test/fixtures';
import { noonReportWrite } from '../api/save-noon-report';
import { checkNoonReportForm, emptyNoonReportValues } from './noon-report-form';

/** The form values a master typed while the link was down. */
function typedReport() {
  const values = emptyNoonReportValues(SHIP_A.id, '2026-11-24T05:00:00.000Z', 420);
  Object.assign(values, {
    voyage: 'AUR-2609',
    lat: '-6.5',
    lon: '104.2',
    distanceNm: '288.5',
    hoursSteaming: '24',
    avgSpeedKn: '12',
    'weather.windBeaufort': '4',
    'weather.seaState': '3',
  });
  const body = checkNoonReportForm(values).data!;
  expect(body).toBeTruthy();
  return { values, body };
}

describe('noon reports entered offline', () => {
  it('shows a queued report as pending, then its refusal with the values kept, and resends it as a correction', async () => {
    signIn(MASTER);
    const message = 'The ship already has a noon report at 2026/11/24 05:00 UTC (voyage AUR-2609).';
    const posts: { key: string; body: { correction?: boolean; voyage?: string } }[] = [];
    stubApi({
      ...accessHandlers(['dashboard', 'report.report_table']),
      'GET /access/ships/me/': () => json({ data: [SHIP_A] }),
      'GET /noon-reports/': () =>
        json({ data: [], page: { total: 0, offset: 0, limit: 25, nextCursor: null, prevCursor: null } }),
      'POST /noon-reports/': ({ init, headers }) => {
        const body = JSON.parse(String(init.body)) as (typeof posts)[number]['body'];
        posts.push({ key: headers['idempotency-key']!, body });
        return body.correction
          ? json({ message: 'Service unavailable' }, 503)
          : json({ message, details: [{ field: 'reportTime', message }] }, 409);
      },
    });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await outbox.setUser(MASTER.id);
    const { values, body } = typedReport();
    const queued = await outbox.submit(noonReportWrite(body, values, SHIP_A.name));
    expect(queued.outcome).toBe('queued');

    const user = userEvent.setup();
    renderApp('/reporttable');
    await screen.findByRole('table', { name: 'Noon reports' });
    expect(screen.getByRole('button', { name: '1 change waiting to send' })).toBeInTheDocument();
    const notice = screen.getByRole('alert', { name: 'Pending noon reports' });
    expect(notice).toHaveTextContent('1 noon report entered on this device, not yet saved on the server');
    expect(notice).toHaveTextContent('Noon report 2026/11/24 05:00 UTC · Keel Aurora — Waiting to send');

    // The link comes back: the queue sends it, the server refuses it (another report at that time).
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('button', { name: '1 change not saved' })).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    if (queued.outcome === 'queued') expect(posts[0]!.key).toBe(queued.entry.key);

    await user.click(within(screen.getByRole('alert', { name: 'Pending noon reports' })).getByRole('link'));
    const dialog = await screen.findByRole('dialog', { name: 'New noon report' });
    expect(
      within(dialog).getByText(/and not saved by the server\. Your values are kept below/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Voyage/ })).toHaveValue('AUR-2609');
    expect(within(dialog).getByRole('textbox', { name: /^Distance/ })).toHaveValue('288.5');

    // Saved as a correction it goes again with a new key; a 503 keeps it queued, never lost.
    await user.click(within(dialog).getByRole('button', { name: 'Save as correction' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]!.body).toMatchObject({ correction: true, voyage: 'AUR-2609' });
    expect(posts[1]!.key).not.toBe(posts[0]!.key);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New noon report' })).toBeNull());
    expect(outbox.getEntries()).toMatchObject([{ state: 'waiting', body: { correction: true } }]);
    expect(screen.getByRole('button', { name: '1 change waiting to send' })).toBeInTheDocument();
    online.mockRestore();
  });
});
