import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { MapShip } from '@keel/domain';
import { ADMIN, accessHandlers, json, renderApp, signIn, stubApi } from '../../../test/helpers';

const AURORA: MapShip = {
  shipId: '5b0e3c1a-8f2d-4a6b-9c3e-1d2f3a4b5c6d',
  name: 'Keel Aurora',
  latitude: 51.9,
  longitude: 3.8,
  headingDeg: 245,
  cogDeg: 243,
  sogKn: 12.4,
  timestamp: new Date(Date.now() - 5 * 60_000).toISOString(),
  source: 'sensor',
  stale: false,
  nextPort: 'Rotterdam',
  eta: '2026-11-26T08:00:00.000Z',
};
const DORADO: MapShip = {
  ...AURORA,
  shipId: '6c1f4d2b-9a3e-4b7c-8d4f-2e3a4b5c6d7e',
  name: 'Keel Dorado',
  latitude: null,
  longitude: null,
  sogKn: null,
  timestamp: null,
  source: null,
};

/** A WebSocket whose link drops at once (as over a lost satellite link). */
class DeadSocket {
  onopen: (() => void) | null = null;
  onmessage: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  readyState = 0;
  constructor() {
    setTimeout(() => this.onclose?.({ code: 1006 }), 0);
  }
  send() {}
  close() {}
  addEventListener() {}
  removeEventListener() {}
}

function stubMap(extra: Parameters<typeof stubApi>[0] = {}) {
  // A socket that never connects: the screen polls and says the link is down.
  vi.stubGlobal('WebSocket', DeadSocket);
  return stubApi({
    ...accessHandlers(['report.live_map']),
    'GET /map/ships': () => json({ data: [AURORA, DORADO] }),
    'GET /map/settings': () =>
      json({
        data: { tileUrlTemplate: '', tileAttribution: '', version: 0, updatedAt: null, updatedByName: null },
      }),
    ...extra,
  });
}

describe('fleet map screen', () => {
  // The map and the history/forecast panels are lazy parts: load them once up front, as the test setup
  // does for the date pickers, so the findBy* waits measure the screen, not the module loader.
  beforeAll(async () => {
    await Promise.all([import('./MapView'), import('./HistoryPanel'), import('./ForecastPanel')]);
  });

  it('starts live, lists the ships, and switches live → history → forecast → live', async () => {
    const user = userEvent.setup();
    signIn(ADMIN);
    stubMap({
      [`GET /map/ships/${AURORA.shipId}/forecast-routes`]: () => json({ data: [] }),
      [`GET /map/ships/${AURORA.shipId}/eta-speeds`]: () =>
        json({ data: { currentKn: 12.4, averageKn: 11.8, last24hKn: 12.1 } }),
    });
    renderApp('/map');
    const modes = await screen.findByRole('group', { name: 'Map mode' });
    expect(within(modes).getByRole('button', { name: 'Live' })).toHaveAttribute('aria-pressed', 'true');
    const ships = await screen.findByRole('list', { name: 'Ships' });
    expect(within(ships).getByText('Keel Aurora')).toBeInTheDocument();
    expect(within(ships).getByText(/12\.4 kn · 5 min ago · stale/)).toBeInTheDocument();
    expect(within(ships).getByText('No position yet')).toBeInTheDocument();
    expect(screen.getByText('Link down · positions stale')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 ships on the map')).toBeInTheDocument();

    await user.click(within(modes).getByRole('button', { name: 'History' }));
    expect(within(modes).getByRole('button', { name: 'History' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('button', { name: 'Show tracks' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Ships' })).not.toBeInTheDocument();

    await user.click(within(modes).getByRole('button', { name: 'Forecast' }));
    expect(await screen.findByText('Pick a ship to plan where it will be and when.')).toBeInTheDocument();

    await user.click(within(modes).getByRole('button', { name: 'Live' }));
    expect(await screen.findByRole('list', { name: 'Ships' })).toBeInTheDocument();
  });

  it('opens a ship popup from the list with speed, course, age and links', async () => {
    const user = userEvent.setup();
    signIn(ADMIN);
    stubMap();
    renderApp('/map');
    await user.click(await screen.findByRole('button', { name: /Keel Aurora/ }));
    const popup = await screen.findByRole('dialog', { name: 'Ship Keel Aurora' });
    expect(within(popup).getByText('12.4 kn')).toBeInTheDocument();
    expect(within(popup).getByText('245°')).toBeInTheDocument();
    expect(within(popup).getByText('Rotterdam')).toBeInTheDocument();
    expect(within(popup).getByRole('link', { name: 'Conning display' })).toHaveAttribute(
      'href',
      `/conning-display?ship=${AURORA.shipId}`,
    );
    expect(within(popup).getByRole('link', { name: 'Noon reports' })).toHaveAttribute(
      'href',
      `/reporttable/${AURORA.shipId}`,
    );
  });

  it('shows an error with a retry when the ships cannot be loaded', async () => {
    signIn(ADMIN);
    stubMap({ 'GET /map/ships': () => json({ message: 'Database unavailable' }, 503) });
    renderApp('/map');
    expect(await screen.findByText(/Ships could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
