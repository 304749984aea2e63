import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { SparePart } from '@keel/domain';
import { ThemeProvider } from '../../../../app/theme/ThemeProvider';
import { json, signIn, stubApi } from '../../../../test/helpers';
import SparePartTemplatesPanel from './SparePartTemplatesPanel';

const CATALOGUE = '1e2f3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a5b';
const PURIFIER = { id: '2f3a4b5c-6d7e-4f8a-9b0c-1d2e3f4a5b6c', code: '601', name: 'HFO purifier' };
const TEMPLATE: SparePart = {
  id: '3a4b5c6d-7e8f-4a9b-8c1d-2e3f4a5b6c7d',
  shipId: null,
  shipName: null,
  catalogueId: CATALOGUE,
  partNumber: 'AL-MS-553',
  name: 'Major service kit, purifier',
  maker: 'Alfa Laval',
  impaCode: null,
  partType: 0,
  unit: 'set',
  location: null,
  minimumStock: '1.0000',
  balance: '0.0000',
  belowMinimum: true,
  componentIds: [PURIFIER.id],
  fits: [PURIFIER],
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  version: 2,
};

/** 60 templates AL-00 … AL-59 by part number; the stub pages and searches them as the server does. */
const MANY = Array.from({ length: 60 }, (_, i) => ({
  ...TEMPLATE,
  id: `4b5c6d7e-8f9a-4b0c-9d1e-${String(i).padStart(12, '0')}`,
  partNumber: `AL-${String(i).padStart(2, '0')}`,
  maker: i % 10 === 7 ? 'Westfalia' : 'Alfa Laval',
}));
const pagedList = ({ url }: { url: URL }) => {
  const q = (url.searchParams.get('q') ?? '').toLowerCase();
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? 25);
  const hits = MANY.filter((p) => [p.partNumber, p.name, p.maker].some((v) => v.toLowerCase().includes(q)));
  return json({ data: hits.slice(offset, offset + limit), page: { total: hits.length, offset, limit } });
};

function setup(
  list: Parameters<typeof stubApi>[0][string] = () =>
    json({ data: [TEMPLATE], page: { total: 1, offset: 0, limit: 25 } }),
) {
  signIn();
  const api = stubApi({
    'GET /pms/spare-parts': list,
    'POST /pms/spare-parts': () => json({ data: { ...TEMPLATE, id: crypto.randomUUID() } }, 201),
    [`PATCH /pms/spare-parts/${TEMPLATE.id}`]: () => json({ message: 'Spare part was changed' }, 409),
    [`POST /pms/spare-parts/${TEMPLATE.id}/duplicate`]: () =>
      json({ data: { ...TEMPLATE, id: crypto.randomUUID(), partNumber: 'AL-MS-553-B' } }, 201),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } });
  render(
    <ThemeProvider>
      <QueryClientProvider client={client}>
        <SparePartTemplatesPanel
          catalogueId={CATALOGUE}
          componentId={PURIFIER.id}
          code={PURIFIER.code}
          name={PURIFIER.name}
          canChange
        />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return api;
}

describe('spare-part templates of a catalogue component', () => {
  it('lists the templates of the component and creates one fitting it, naming a missing field first', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    const list = await screen.findByRole('list', { name: 'Spare-part templates' });
    expect(within(list).getByText('AL-MS-553 Major service kit, purifier')).toBeInTheDocument();
    expect(within(list).getByText(/Alfa Laval · Genuine · minimum 1 set/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'GET')!.path).toBe('/pms/spare-parts');

    await user.click(screen.getByRole('button', { name: 'New spare-part template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New spare-part template' });
    expect(within(dialog).getByText('601 HFO purifier')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/part number is required/i)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Part number'), 'AL-BS-20');
    await user.type(within(dialog).getByLabelText('Name'), 'Bowl seal ring');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      catalogueId: CATALOGUE,
      partNumber: 'AL-BS-20',
      name: 'Bowl seal ring',
      componentIds: [PURIFIER.id],
    });
    expect(calls.find((c) => c.method === 'POST')!.body).not.toHaveProperty('shipId');
  }, 60_000);

  it('offers a reload when an edit meets a newer version (409)', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for AL-MS-553' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit AL-MS-553' });
    await user.clear(within(dialog).getByLabelText('Minimum stock'));
    await user.type(within(dialog).getByLabelText('Minimum stock'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changed by someone else')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')!.body).toMatchObject({ version: 2, minimumStock: '2' });
    const reads = calls.filter((c) => c.method === 'GET').length;
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET').length).toBe(reads + 1));
    await waitFor(() => expect(screen.queryByText('Changed by someone else')).not.toBeInTheDocument());
  }, 60_000);

  it('duplicates a template under a new number after the dialog, with the version read', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for AL-MS-553' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate AL-MS-553' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText(/New part number/));
    await user.type(within(dialog).getByLabelText(/New part number/), 'AL-MS-553-B');
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: `/pms/spare-parts/${TEMPLATE.id}/duplicate`,
      body: { version: 2, partNumber: 'AL-MS-553-B' },
    });
  }, 60_000);

  // The stub answers from the request's offset, limit and q: what shows proves what was asked.
  it('pages the templates and searches them by maker on the server', async () => {
    const user = userEvent.setup();
    const { calls } = setup(pagedList);
    const list = await screen.findByRole('list', { name: 'Spare-part templates' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    expect(within(list).getByText(/^AL-00 /)).toBeInTheDocument();
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await within(list).findByText(/^AL-25 /)).toBeInTheDocument();
    expect(within(list).queryByText(/^AL-00 /)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Search part number, name or maker'), 'westfalia');
    // The search goes to the server and starts at its first page: AL-07, AL-17 … AL-57.
    expect(await within(list).findByText(/^AL-07 /)).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(within(list).queryByText(/^AL-25 /)).not.toBeInTheDocument();
    expect(calls.every((c) => c.method === 'GET' && c.path === '/pms/spare-parts')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Go to next page' })).not.toBeInTheDocument();
  }, 60_000);
});
