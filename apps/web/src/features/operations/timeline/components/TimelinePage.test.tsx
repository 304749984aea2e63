import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Timeline } from '@keel/domain';
import { ADMIN, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';
import { SHIP_A, SHIP_B } from '../../../../test/fixtures';

const EVENT_ID = '0b7e6a52-3c1d-4f8e-9a2b-5c6d7e8f9a10';
const CERT_ID = '1c8f7b63-4d2e-4a9f-8b3c-6d7e8f9a0b21';

function answer(from: string, to: string): Timeline {
  return {
    from,
    to,
    lanes: [
      {
        shipId: SHIP_A.id,
        shipName: SHIP_A.name,
        items: [
          {
            type: 'survey_window',
            id: `${CERT_ID}:w`,
            certificateId: CERT_ID,
            shipId: SHIP_A.id,
            start: '2026-02-01',
            end: '2026-08-01',
            anniversary: '2026-05-01',
            title: 'Load Line',
          },
          {
            type: 'event',
            id: EVENT_ID,
            shipId: SHIP_A.id,
            at: '2026-03-10T08:30:00.000Z',
            title: 'Fire drill',
            kind: 'drill',
            severity: 'info',
            status: 'open',
          },
          {
            type: 'noon_reports',
            id: `${SHIP_A.id}:2026-03-09`,
            shipId: SHIP_A.id,
            date: '2026-03-09',
            count: 1,
          },
        ],
      },
      { shipId: SHIP_B.id, shipName: SHIP_B.name, items: [] },
    ],
    sources: { events: 'included', certificates: 'included', noonReports: 'forbidden' },
    truncated: false,
  };
}

describe('timeline screen', () => {
  it('draws a lane per ship, zooms with the keys and opens a mark’s record', async () => {
    const user = userEvent.setup();
    signIn(ADMIN);
    const { fetchMock } = stubApi({
      ...accessHandlers(['report.timeline', 'event']),
      'GET /access/ships/me/': () => json({ data: [SHIP_A, SHIP_B] }),
      'GET /timeline/': ({ url }) =>
        json({ data: answer(url.searchParams.get('from')!, url.searchParams.get('to')!) }),
      'GET /events/': () => json({ data: [], page: { total: 0, offset: 0, limit: 25 } }),
      [`GET /events/${EVENT_ID}`]: () => json({ message: 'Event not found' }, 404),
    });
    const { router } = renderApp('/timeline?zoom=month&start=2026-03-01');
    const lanes = await screen.findByRole('region', { name: 'Timeline lanes' }, { timeout: 10_000 });
    expect(within(lanes).getByText(SHIP_A.name)).toBeInTheDocument();
    expect(within(lanes).getByText(SHIP_B.name)).toBeInTheDocument();
    expect(screen.getByText('Not shown: Noon reports (not in your permissions).')).toBeInTheDocument();
    const calls = () => fetchMock.mock.calls.map((c) => String(c[0])).filter((u) => u.includes('/timeline/'));
    expect(calls().at(-1)).toContain('from=2026-03-01&to=2026-03-31');

    fireEvent.keyDown(window, { key: '+' });
    await waitFor(() => expect(router.state.location.search).toContain('zoom=week'));
    await waitFor(() => expect(calls().at(-1)).toContain('from=2026-03-13&to=2026-03-19'));
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await waitFor(() => expect(router.state.location.search).toContain('start=2026-03-09'));
    await user.click(screen.getByRole('button', { name: 'Year' }));
    await waitFor(() => expect(router.state.location.search).toContain('zoom=year'));

    await waitFor(() => expect(calls().at(-1)).toContain('from=2025-09-10'));
    await waitFor(() => expect(screen.queryByLabelText('Loading timeline')).not.toBeInTheDocument());
    const mark = await screen.findByRole('link', { name: /^Drill: Fire drill/ });
    mark.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/event'));
    expect(router.state.location.search).toBe(`?open=${EVENT_ID}`);
  });

  it('sends the chosen ships and says when there is nothing to show', async () => {
    signIn(ADMIN);
    const { fetchMock } = stubApi({
      ...accessHandlers(['report.timeline']),
      'GET /access/ships/me/': () => json({ data: [SHIP_A, SHIP_B] }),
      'GET /timeline/': () => json({ data: { ...answer('2026-03-01', '2026-03-31'), lanes: [] } }),
    });
    renderApp(`/timeline?zoom=month&start=2026-03-01&ships=${SHIP_B.id}`);
    expect(
      await screen.findByText('You have no ships to show on the timeline.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.map((c) => String(c[0])).find((u) => u.includes('/timeline/'))).toContain(
      `shipIds=${SHIP_B.id}`,
    );
  });
});
