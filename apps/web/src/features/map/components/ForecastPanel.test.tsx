import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  appendForecastPoint,
  forecastEta,
  initForecast,
  insertForecastPoint,
  updateForecastPoint,
  type ForecastPoint,
  type MapShip,
} from '@keel/domain';
import { formatDateTime } from '../../../lib/format';
import { formatLat, formatLng } from '../map-format';
import { ADD_STEP_PX, keyAddedPoint, keyStepDeg } from './ForecastPointsTable';
import { ThemeProvider } from '../../../app/theme/ThemeProvider';
import { json, signIn, stubApi } from '../../../test/helpers';
import { ForecastPanel, speedForMode, type ForecastDraft } from './ForecastPanel';

const SHIP: MapShip = {
  shipId: '5b0e3c1a-8f2d-4a6b-9c3e-1d2f3a4b5c6d',
  name: 'Keel Aurora',
  latitude: 0,
  longitude: 0,
  headingDeg: 90,
  cogDeg: 90,
  sogKn: 10,
  timestamp: '2026-11-25T10:00:00.000Z',
  source: 'sensor',
  stale: false,
  nextPort: null,
  eta: null,
};

/** The page's part: holds the draft and the ETA before the last edit. */
function Harness({ initial }: { initial: ForecastDraft }) {
  const [draft, setDraft] = useState(initial);
  const [before, setBefore] = useState<string | null>(null);
  return (
    <ForecastPanel
      ships={[SHIP]}
      draft={draft}
      onChange={(next) => {
        setBefore(null);
        setDraft(next);
      }}
      onEdit={(route: ForecastPoint[], speed?: number) => {
        setBefore(forecastEta(draft.route));
        setDraft({ ...draft, route, speed: speed ?? draft.speed });
      }}
      etaBefore={before}
      editError={null}
    />
  );
}

function renderPanel(initial: ForecastDraft) {
  signIn();
  const calls = stubApi({
    [`GET /map/ships/${SHIP.shipId}/forecast-routes`]: () => json({ data: [] }),
    [`GET /map/ships/${SHIP.shipId}/eta-speeds`]: () =>
      json({ data: { currentKn: 12, averageKn: 11.4, last24hKn: null } }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider>
      <QueryClientProvider client={client}>
        <Harness initial={initial} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return calls;
}

// Three points 1° of longitude apart on the equator (60.04 NM each) at 10 kn from 10:00 UTC.
const route = initForecast(
  [
    { lat: 0, lng: 0 },
    { lat: 0, lng: 1 },
    { lat: 0, lng: 2 },
  ],
  10,
  '2026-11-25T10:00:00.000Z',
);

describe('forecast panel', () => {
  it('shows the ETA and how a speed change and a deleted point move it', async () => {
    const user = userEvent.setup();
    renderPanel({ shipId: SHIP.shipId, routeId: null, route, speed: 10 });
    const eta = screen.getByTestId('forecast-eta');
    // 120.08 NM at 10 kn = 12 h 0.5 min.
    expect(route[2]!.timestamp).toMatch(/^2026-11-25T22:00:29\./);
    expect(eta).toHaveTextContent(/^ETA /);
    const first = eta.textContent;

    const speed = screen.getByRole('textbox', { name: 'Speed (kn)' });
    await user.clear(speed);
    await user.type(speed, '20{Enter}');
    expect(eta.textContent).not.toBe(first);
    expect(screen.getByText(/Earlier by 6 h 0 min than before the last change/)).toBeInTheDocument();

    const points = screen.getByRole('table', { name: 'Route points' });
    expect(within(points).getAllByRole('row')).toHaveLength(3);
    // The first point has no delete button (spec §4: index 0 is fixed).
    expect(screen.queryByRole('button', { name: 'Delete route point 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete route point 3' }));
    expect(within(points).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText(/Earlier by 3 h 0 min than before the last change/)).toBeInTheDocument();
  });

  it('edits by keyboard: arrows move the selected point (step per zoom), Delete removes it, never the start', async () => {
    const user = userEvent.setup();
    renderPanel({ shipId: SHIP.shipId, routeId: null, route, speed: 10 });
    const eta = screen.getByTestId('forecast-eta');
    const points = screen.getByRole('table', { name: 'Route points' });
    // The start point: arrows and Delete do nothing.
    await user.click(within(points).getByRole('row', { name: /^Route point S/ }));
    await user.keyboard('{ArrowUp}{Delete}');
    expect(within(points).getAllByRole('row')).toHaveLength(3);
    expect(eta).toHaveTextContent(`ETA ${formatDateTime(forecastEta(route)!)}`);
    // Point 3 one step east at the map's zoom (3 here: 10 px = 1.76°): the ETA moves later.
    await user.click(within(points).getByRole('row', { name: /^Route point 3/ }));
    await user.keyboard('{ArrowRight}');
    const moved = updateForecastPoint(route, 2, { lat: 0, lng: 2 + keyStepDeg(3) });
    expect(eta).toHaveTextContent(`ETA ${formatDateTime(forecastEta(moved)!)}`);
    expect(screen.getByText(/Later by 10 h 3\d min than before the last change/)).toBeInTheDocument();
    expect(within(points).getByRole('row', { name: /^Route point 3/ })).toHaveFocus();
    // Delete removes it and selects point 2.
    await user.keyboard('{Delete}');
    expect(within(points).getAllByRole('row')).toHaveLength(2);
    expect(eta).toHaveTextContent(`ETA ${formatDateTime(route[1]!.timestamp)}`);
    expect(within(points).getByRole('row', { name: /^Route point 2/ })).toHaveFocus();
  });

  it('adds by keyboard: Enter after the last point appends along the course, inside a leg inserts its middle', async () => {
    const user = userEvent.setup();
    renderPanel({ shipId: SHIP.shipId, routeId: null, route, speed: 10 });
    const eta = screen.getByTestId('forecast-eta');
    const points = screen.getByRole('table', { name: 'Route points' });
    // Enter on point 3 (the last): point 4 one add-step (50 px at zoom 3 = 8.79°) on east along the equator.
    await user.click(within(points).getByRole('row', { name: /^Route point 3/ }));
    await user.keyboard('{Enter}');
    expect(within(points).getAllByRole('row')).toHaveLength(4);
    const added = keyAddedPoint(route, 2, 3);
    expect(added.lat).toBeCloseTo(0, 6);
    expect(added.lng).toBeCloseTo(2 + keyStepDeg(3, ADD_STEP_PX), 6);
    const appended = appendForecastPoint(route, added, 10);
    expect(eta).toHaveTextContent(`ETA ${formatDateTime(forecastEta(appended)!)}`);
    expect(within(points).getByRole('row', { name: /^Route point 4/ })).toHaveFocus();
    // Enter on the start: a point in the middle of leg S→2 (0° 30′ E), focused; the ETA does not move.
    await user.click(within(points).getByRole('row', { name: /^Route point S/ }));
    await user.keyboard('{Enter}');
    expect(within(points).getAllByRole('row')).toHaveLength(5);
    const inserted = insertForecastPoint(appended, 1, { lat: 0, lng: 0.5 });
    expect(within(points).getByRole('row', { name: /^Route point 2/ })).toHaveFocus();
    expect(within(points).getByRole('row', { name: /^Route point 2/ })).toHaveAccessibleName(
      `Route point 2: ${formatLat(0)} ${formatLng(0.5)}, ${formatDateTime(inserted[1]!.timestamp)}`,
    );
    expect(eta).toHaveTextContent(`ETA ${formatDateTime(forecastEta(inserted)!)}`);
  });

  it('says why Enter cannot append at speed 0', async () => {
    const user = userEvent.setup();
    const start = initForecast([{ lat: 0, lng: 0 }], 0, '2026-11-25T10:00:00.000Z');
    renderPanel({ shipId: SHIP.shipId, routeId: null, route: start, speed: 0 });
    const points = screen.getByRole('table', { name: 'Route points' });
    await user.click(within(points).getByRole('row', { name: /^Route point S/ }));
    await user.keyboard('{Enter}');
    expect(within(points).getAllByRole('row')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('speed must not be 0 to append a point');
  });

  it('takes the speed from the ETA mode and says when the ship has none', async () => {
    const user = userEvent.setup();
    renderPanel({ shipId: SHIP.shipId, routeId: null, route, speed: 10 });
    await user.click(screen.getByRole('combobox', { name: 'ETA by' }));
    await user.click(await screen.findByRole('option', { name: 'Current speed' }));
    expect(screen.getByRole('textbox', { name: 'Speed (kn)' })).toHaveValue('12');
    expect(screen.getByText(/12 kn/)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'ETA by' }));
    await user.click(await screen.findByRole('option', { name: 'Last 24 h average' }));
    expect(screen.getByRole('alert')).toHaveTextContent('no such speed on record');
  });

  it('maps ETA modes to speeds', () => {
    const speeds = { currentKn: 12.44, averageKn: 11, last24hKn: null };
    expect(speedForMode('current', 9, speeds)).toBe(12.4);
    expect(speedForMode('average', 9, speeds)).toBe(11);
    expect(speedForMode('last24h', 9, speeds)).toBeNull();
    expect(speedForMode('custom', 9, speeds)).toBe(9);
  });
});
