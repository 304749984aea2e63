import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Catalogue, PushPreview } from '@keel/domain';
import { ThemeProvider } from '../../../../app/theme/ThemeProvider';
import { json, signIn, stubApi } from '../../../../test/helpers';
import { PushCatalogueDialog } from './PushCatalogueDialog';

const CATALOGUE: Catalogue = {
  id: '3a9c0e1f-2b4d-4c6e-8f0a-1b2c3d4e5f60',
  name: 'Ultramax 2024',
  family: 'Ultramax bulk carriers',
  description: '',
  components: 40,
  ships: [],
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  version: 1,
};
const SHIP = '4b0d1f2a-3c5e-4d7f-9a1b-2c3d4e5f6a70';
const T1 = '5c1e2a3b-4d6f-4e8a-8b2c-3d4e5f6a7b80';
const T2 = '6d2f3b4c-5e7a-4f9b-9c3d-4e5f6a7b8c90';
const JOB = '7e3a4c5d-6f8b-4a0c-8d4e-5f6a7b8c9d00';
const C1 = '8f4b5d6e-7a9c-4b1d-9e5f-6a7b8c9d0e10';
const C2 = '0b6d7f8a-9c1e-4d3f-8a7b-8c9d0e1f2a30';
const UP_TO_DATE = '1c7e8a9b-0d2f-4e4a-9b8c-9d0e1f2a3b40';
const PREVIEW: PushPreview = [
  {
    shipId: SHIP,
    shipName: 'Keel Borealis',
    changes: [
      {
        id: `component:update:${C1}`,
        kind: 'update',
        templateId: C1,
        componentId: '9a5c6e7f-8b0d-4c2e-8f6a-7b8c9d0e1f20',
        code: '601',
        name: 'HFO purifier No. 1',
        fields: [{ field: 'name', from: 'HFO purifier', to: 'HFO purifier No. 1' }],
      },
      {
        record: 'job',
        id: `job:update:${T1}`,
        kind: 'update',
        templateId: T1,
        componentId: JOB,
        code: '601',
        name: 'Bowl cleaning',
        fields: [{ field: 'intervalValue', from: '3', to: '6' }],
      },
      {
        record: 'job',
        id: `job:add:${T2}`,
        kind: 'add',
        templateId: T2,
        componentId: null,
        code: '601',
        name: 'Sludge port check',
        fields: [],
      },
      {
        record: 'job',
        id: `job:remove:${JOB}`,
        kind: 'remove',
        templateId: null,
        componentId: JOB,
        code: '601',
        name: 'Gravity disc check',
        fields: [],
      },
      {
        id: `component:add:${C2}`,
        kind: 'add',
        templateId: C2,
        componentId: null,
        code: '601.4',
        name: 'Sludge pump',
        fields: [],
      },
    ],
  },
  { shipId: UP_TO_DATE, shipName: 'Keel Fornax', changes: [] },
];

function setup(preview: PushPreview = PREVIEW) {
  signIn();
  const api = stubApi({
    [`GET /pms/catalogues/${CATALOGUE.id}/push-preview`]: () => json({ data: preview }),
    [`POST /pms/catalogues/${CATALOGUE.id}/push`]: () => json({ data: preview }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } });
  render(
    <ThemeProvider>
      <QueryClientProvider client={client}>
        <PushCatalogueDialog open onClose={() => {}} catalogue={CATALOGUE} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return api;
}

describe('pushing catalogue templates with a choice per change', () => {
  it('ticks every job change first, lets the keyboard untick one and sends only the ticked ids', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Push Ultramax 2024 to ships' });
    const update = await within(dialog).findByRole('checkbox', { name: /Update job “Bowl cleaning” on 601/ });
    const add = within(dialog).getByRole('checkbox', { name: /Add job “Sludge port check” on 601/ });
    const remove = within(dialog).getByRole('checkbox', {
      name: /Template deleted: delete job “Gravity disc check” on 601/,
    });
    for (const box of [update, add, remove]) expect(box).toBeChecked();
    // Component changes have their own ticks too; the ship that is up to date is never tickable.
    expect(within(dialog).getByRole('checkbox', { name: /Update 601 HFO purifier No. 1/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Add 601.4 Sludge pump/ })).toBeChecked();
    const fornax = within(dialog).getByRole('checkbox', { name: 'Keel Fornax: up to date' });
    expect(fornax).not.toBeChecked();
    expect(fornax).toBeDisabled();
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(7);

    // By keyboard: from the job update, Tab to the addition and Space unticks it.
    update.focus();
    await user.tab();
    expect(add).toHaveFocus();
    await user.keyboard(' ');
    expect(add).not.toBeChecked();
    expect(within(dialog).getByText('Keel Borealis: 5 changes, 4 chosen')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Push' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      shipIds: [SHIP],
      jobChoices: [{ shipId: SHIP, changeIds: [`job:update:${T1}`, `job:remove:${JOB}`] }],
      componentChoices: [{ shipId: SHIP, changeIds: [`component:update:${C1}`, `component:add:${C2}`] }],
    });
  }, 60_000);

  it('sends only the ticked component changes, the jobs all ticked', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Push Ultramax 2024 to ships' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /Update 601 HFO purifier No. 1/ }));
    expect(within(dialog).getByText('Keel Borealis: 5 changes, 4 chosen')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Push' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      shipIds: [SHIP],
      jobChoices: [{ shipId: SHIP, changeIds: [`job:update:${T1}`, `job:add:${T2}`, `job:remove:${JOB}`] }],
      componentChoices: [{ shipId: SHIP, changeIds: [`component:add:${C2}`] }],
    });
  }, 60_000);

  it('cannot push a ship whose every change is unticked (nothing to do)', async () => {
    const user = userEvent.setup();
    setup();
    const dialog = await screen.findByRole('dialog', { name: 'Push Ultramax 2024 to ships' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /Keel Borealis/ }));
    expect(within(dialog).getByRole('checkbox', { name: /Add job/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Push' })).toBeDisabled();
  }, 60_000);

  it('unticks the additions under an unticked addition, and ticks the parent of a ticked one', async () => {
    const C3 = '2d8f9a0b-1e3a-4f5b-8c9d-0e1f2a3b4c50';
    const C4 = '3e9a0b1c-2f4b-4a6c-9d0e-1f2a3b4c5d60';
    const add = (id: string, code: string, name: string, requires?: string) => ({
      id: `component:add:${id}`,
      kind: 'add' as const,
      templateId: id,
      componentId: null,
      code,
      name,
      fields: [],
      ...(requires ? { requires: `component:add:${requires}` } : {}),
    });
    const user = userEvent.setup();
    const { calls } = setup([
      {
        shipId: SHIP,
        shipName: 'Keel Borealis',
        changes: [
          add(C2, '601.4', 'Sludge pump'),
          add(C3, '601.4.1', 'Sludge pump motor', C2),
          add(C4, '601.4.1.1', 'Motor bearing', C3),
        ],
      },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Push Ultramax 2024 to ships' });
    const pump = await within(dialog).findByRole('checkbox', { name: /Add 601.4 Sludge pump$/ });
    const motor = within(dialog).getByRole('checkbox', { name: /Add 601.4.1 Sludge pump motor/ });
    const bearing = within(dialog).getByRole('checkbox', { name: /Add 601.4.1.1 Motor bearing/ });
    await user.click(pump);
    for (const box of [pump, motor, bearing]) expect(box).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Push' })).toBeDisabled();
    // Ticking the motor brings the pump it goes under, not the bearing under it.
    await user.click(motor);
    expect(pump).toBeChecked();
    expect(motor).toBeChecked();
    expect(bearing).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Push' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      componentChoices: [{ shipId: SHIP, changeIds: [`component:add:${C2}`, `component:add:${C3}`] }],
    });
  }, 60_000);
});
