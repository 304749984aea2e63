import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ShipEvent } from '@keel/domain';
import { ADMIN, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';
import { SHIP_A, SHIP_B } from '../../../../test/fixtures';

const EVENT: ShipEvent = {
  id: '0b7e6a52-3c1d-4f8e-9a2b-5c6d7e8f9a10',
  shipId: SHIP_A.id,
  shipName: SHIP_A.name,
  occurredAt: '2026-03-10T08:30:00.000Z',
  kind: 'alarm',
  title: 'ME scavenge air temp high alarm — unit 4',
  details: 'Load reduced.',
  severity: 'major',
  status: 'open',
  closedAt: null,
  closedById: null,
  closedByName: null,
  closingNote: null,
  createdByName: 'Capt. Jonas Eriksen',
  createdAt: '2026-03-10T09:00:00.000Z',
  updatedAt: '2026-03-10T09:00:00.000Z',
  version: 3,
};

const page = (data: ShipEvent[]) => ({ data, page: { total: data.length, offset: 0, limit: 25 } });
const base = () => ({
  ...accessHandlers(['event']),
  'GET /access/ships/me/': () => json({ data: [SHIP_A, SHIP_B] }),
});

describe('events screen', () => {
  it('lists events newest first and sends filters and search to the server', async () => {
    const user = userEvent.setup();
    signIn(ADMIN);
    const { fetchMock } = stubApi({ ...base(), 'GET /events/': () => json(page([EVENT])) });
    renderApp('/event');
    const table = await screen.findByRole('table', { name: 'Events' }, { timeout: 10_000 });
    expect(await within(table).findByText(EVENT.title)).toBeInTheDocument();
    expect(within(table).getByText(/^2026\/03\/10 \d\d:30$/)).toBeInTheDocument();
    const urls = () => fetchMock.mock.calls.map((c) => String(c[0])).filter((u) => u.includes('/events/'));
    expect(urls()[0]).toContain('sort=-occurredAt');

    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Alarm' }));
    await waitFor(() => expect(urls().at(-1)).toContain('kind=alarm'));
    await user.click(screen.getByRole('combobox', { name: 'Severity' }));
    await user.click(await screen.findByRole('option', { name: 'Major' }));
    await waitFor(() => expect(urls().at(-1)).toContain('severity=major'));
    await user.type(screen.getByRole('searchbox', { name: 'Search title and details' }), 'scavenge');
    await waitFor(() => expect(urls().at(-1)).toContain('q=scavenge'));
  });

  it('validates a new event with the domain schema, then shows the server’s field errors', async () => {
    const user = userEvent.setup();
    signIn(ADMIN);
    const { calls } = stubApi({
      ...base(),
      'GET /events/': () => json(page([])),
      'POST /events/': () =>
        json(
          {
            message: 'title: too long',
            details: [{ field: 'title', message: 'title must be at most 200 characters' }],
          },
          400,
        ),
    });
    renderApp('/event');
    await user.click(await screen.findByRole('button', { name: 'New event' }));
    const dialog = await screen.findByRole('dialog', { name: 'New event' });
    await user.click(within(dialog).getByRole('button', { name: 'Record event' }));
    expect(await within(dialog).findByText('title is required')).toBeInTheDocument();
    expect(within(dialog).getByText(/^kind must be one of/)).toBeInTheDocument();
    expect(within(dialog).getByText('Ship must be a valid id')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('combobox', { name: 'Ship' }));
    await user.click(await screen.findByRole('option', { name: SHIP_B.name }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Drill' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Fire drill');
    await user.click(within(dialog).getByRole('button', { name: 'Record event' }));
    expect(await within(dialog).findByText('title must be at most 200 characters')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      shipId: SHIP_B.id,
      kind: 'drill',
      title: 'Fire drill',
      severity: 'info',
    });
  });

  it('opens an event from a link, asks for a closing note before closing, and says so on a 409', async () => {
    const user = userEvent.setup();
    signIn(ADMIN);
    const { calls } = stubApi({
      ...base(),
      'GET /events/': () => json(page([EVENT])),
      [`GET /events/${EVENT.id}`]: () => json({ data: EVENT }),
      [`POST /events/${EVENT.id}/close`]: () =>
        json({ message: 'Event was changed by someone else; reload it and try again' }, 409),
    });
    renderApp(`/event?open=${EVENT.id}`);
    const dialog = await screen.findByRole('dialog', { name: /Edit event/ }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Close event' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Close event' });
    await user.click(within(confirm).getByRole('button', { name: 'Close event' }));
    expect(await within(confirm).findByText('note is required')).toBeInTheDocument();
    await user.type(
      within(confirm).getByRole('textbox', { name: 'Closing note' }),
      'Scavenge space cleaned.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Close event' }));
    expect(
      await screen.findByText('Changed by someone else', { selector: '.MuiAlertTitle-root' }),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/close'))?.body).toEqual({
      version: 3,
      note: 'Scavenge space cleaned.',
    });
  });
});
