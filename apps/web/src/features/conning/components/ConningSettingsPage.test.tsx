import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ConningSource } from '@keel/domain';
import { ADMIN, accessHandlers, json, renderApp, signIn, stubApi } from '../../../test/helpers';
import { SHIP_A } from '../../../test/fixtures';

const SOURCE: ConningSource = {
  id: '1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b',
  shipId: SHIP_A.id,
  shipName: SHIP_A.name,
  name: 'Bridge multiplexer',
  kind: 'udp',
  enabled: true,
  host: null,
  port: 10110,
  devicePath: null,
  baudRate: null,
  url: null,
  topic: null,
  username: null,
  hasPassword: false,
  tls: false,
  tlsRejectUnauthorized: true,
  tlsCa: null,
  priority: 1,
  groupPriorities: { navigation: 2 },
  xdrMapping: {},
  pathMapping: {},
  timeouts: {},
  stats: {
    running: true,
    connected: true,
    sentences: 1520,
    values: 4410,
    errors: { checksum: 3, unsupported: 12 },
    lastSeenAt: new Date().toISOString(),
    lastError: null,
  },
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  version: 3,
};
const TOKEN = {
  id: '2f3e4d5c-6b7a-4899-8a1b-2c3d4e5f6a7b',
  shipId: SHIP_A.id,
  name: 'Old gateway',
  createdAt: '2026-01-02T10:00:00Z',
  revokedAt: null,
  lastUsedAt: null,
};

function handlers() {
  return {
    ...accessHandlers(['Conning.Sensor']),
    'GET /access/ships/me/': () => json({ data: [SHIP_A] }),
    'GET /conning/sources': () => json({ data: [SOURCE], page: { total: 1, offset: 0, limit: 200 } }),
    [`GET /conning/ships/${SHIP_A.id}/ingest-tokens`]: () => json({ data: [TOKEN] }),
  };
}

describe('conning settings', () => {
  it('lists the sources with their counters of good and bad sentences by reason', async () => {
    signIn(ADMIN);
    stubApi(handlers());
    renderApp('/conning-setting');
    const row = await screen.findByTestId('source-Bridge multiplexer');
    expect(within(row).getByText('UDP :10110')).toBeInTheDocument();
    expect(within(row).getByText('1520 good · 4410 values')).toBeInTheDocument();
    expect(within(row).getByText('checksum: 3')).toBeInTheDocument();
    expect(within(row).getByText('unsupported: 12')).toBeInTheDocument();
    expect(within(row).getByText('Connected')).toBeInTheDocument();
  });

  it('adds a serial source checked with the domain schema; the baud rates are spec §3', async () => {
    const user = userEvent.setup();
    signIn(ADMIN);
    const { calls } = stubApi({
      ...handlers(),
      'POST /conning/sources': ({ init }) =>
        json({ data: { ...SOURCE, ...JSON.parse(String(init.body)) } }, 201),
    });
    renderApp('/conning-setting');
    await user.click(await screen.findByRole('button', { name: 'Add source' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add source' }));
    expect(await within(dialog).findByText('name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Name/), 'Gyro serial');
    await user.click(within(dialog).getByLabelText('Kind'));
    await user.click(await screen.findByRole('option', { name: 'NMEA 0183 serial port' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add source' }));
    expect(await within(dialog).findByText('devicePath is required for a serial source')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Serial device'), '/dev/ttyUSB0');
    await user.click(within(dialog).getByLabelText('Baud rate'));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['1200', '2400', '4800', '19200', '38400', '57600', '115200']);
    await user.click(screen.getByRole('option', { name: '38400' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add source' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        shipId: SHIP_A.id,
        name: 'Gyro serial',
        kind: 'serial',
        devicePath: '/dev/ttyUSB0',
        baudRate: 38400,
        port: null,
        url: null,
      }),
    );
  });

  it('creates a token shown once, and revokes one only after a confirmation', async () => {
    const user = userEvent.setup();
    signIn(ADMIN);
    const { calls } = stubApi({
      ...handlers(),
      [`POST /conning/ships/${SHIP_A.id}/ingest-tokens`]: () =>
        json(
          {
            data: {
              ...TOKEN,
              id: '3a4b5c6d-7e8f-4091-8a2b-3c4d5e6f7a8b',
              name: 'New gateway',
              token: 'keel_ing_secret',
            },
          },
          201,
        ),
      [`POST /conning/ingest-tokens/${TOKEN.id}/revoke`]: () =>
        json({ data: { ...TOKEN, revokedAt: '2026-01-03T00:00:00Z' } }),
    });
    renderApp('/conning-setting');
    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    await user.type(await screen.findByLabelText(/^Name/), 'New gateway');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByTestId('new-ingest-token')).toHaveValue('keel_ing_secret');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('new-ingest-token')).toBeNull());

    const row = await screen.findByTestId('token-Old gateway');
    await user.click(within(row).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(/this cannot be undone/)).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/revoke'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === `/conning/ingest-tokens/${TOKEN.id}/revoke`)).toBe(true),
    );
  });
});

describe('what the live values come from', () => {
  it('lists each source of the ship’s current values with its paths and stale count, and names the simulator', async () => {
    signIn(ADMIN);
    const fresh = new Date().toISOString();
    const old = new Date(Date.now() - 120_000).toISOString();
    const value = (path: string, source: string, timestamp: string, stale = false) => ({
      path,
      value: 1,
      timestamp,
      source,
      stale,
      failover: false,
      timeoutMs: 10_000,
    });
    stubApi({
      ...handlers(),
      [`GET /conning/ships/${SHIP_A.id}/latest`]: () =>
        json({
          data: [
            value('navigation.headingTrue', 'Simulator', fresh),
            value('navigation.speedOverGround', 'Simulator', fresh),
            value('environment.depth.belowTransducer', 'Bridge multiplexer', old, true),
          ],
        }),
    });
    renderApp('/conning-setting');
    const card = await screen.findByRole('region', { name: 'Live now' }, { timeout: 15_000 });
    const rows = within(within(card).getByRole('table', { name: 'Sources of the live values' }))
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Simulator', '2', '0', 'now'],
      ['Bridge multiplexer', '1', '1', '2 min ago'],
    ]);
    expect(within(card).getByText(/Keel’s built-in simulator/)).toHaveTextContent(
      /Its priority is 5: a source added above with priority 1–4 takes over/,
    );
  });

  it('is not shown to a user who may not read live values', async () => {
    signIn(ADMIN);
    let refused = 0;
    stubApi({
      ...handlers(),
      [`GET /conning/ships/${SHIP_A.id}/latest`]: () => {
        refused += 1;
        return json({ message: 'Forbidden' }, 403);
      },
    });
    renderApp('/conning-setting');
    expect(await screen.findByText('Bridge multiplexer', {}, { timeout: 15_000 })).toBeVisible();
    await waitFor(() => expect(refused).toBeGreaterThan(0));
    // The refusal has been rendered (the query settled): still no card, and no error on the page.
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('region', { name: 'Live now' })).toBeNull();
    expect(screen.queryByText('Forbidden')).toBeNull();
  });
});
