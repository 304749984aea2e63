import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Job, SparePart } from '@keel/domain';
import { ThemeProvider } from '../../../../app/theme/ThemeProvider';
import { json, signIn, stubApi } from '../../../../test/helpers';
import JobTemplatesPanel from './JobTemplatesPanel';

const CATALOGUE = '5b0e2c1a-7d3f-4a9b-8c6d-1e2f3a4b5c6d';
const COMPONENT = '6c1f3d2b-8e4a-4b0c-9d7e-2f3a4b5c6d7e';
const PART: SparePart = {
  id: '7d2a4e3c-9f5b-4c1d-8e8f-3a4b5c6d7e8f',
  shipId: null,
  shipName: null,
  catalogueId: CATALOGUE,
  partNumber: 'BN-125',
  name: 'Burner nozzle',
  maker: 'Danfoss',
  impaCode: null,
  partType: 0,
  unit: 'pcs',
  location: null,
  minimumStock: '2.0000',
  balance: '0.0000',
  belowMinimum: true,
  componentIds: [COMPONENT],
  fits: [],
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  version: 1,
};

const TEMPLATE = {
  id: '8e3b5f4d-0a6c-4d2e-9f9a-4b5c6d7e8f90',
  version: 4,
  componentId: COMPONENT,
  componentName: 'Incinerator',
  componentCode: '950',
  shipId: null,
  shipName: null,
  title: 'Burner nozzle cleaning',
  instructions: '',
  intervalValue: 3,
  intervalUnit: 'months',
  intervalHours: 500,
  toleranceDays: 7,
  toleranceHours: 50,
  responsibleRank: 8,
  critical: true,
  requiredParts: [],
  storedState: 'PENDING',
  state: 'PENDING',
  lastDoneOn: null,
  lastDoneHours: null,
  nextDueOn: null,
  nextDueHours: null,
  dueOn: null,
  dueStatus: 'NO_DUE',
  daysLeft: null,
  hoursLeft: null,
  currentHours: null,
  pendingPostponementId: null,
  updatedAt: '2026-11-20T08:00:00.000Z',
} satisfies Job;

function setup() {
  signIn();
  const api = stubApi({
    'GET /pms/jobs': () => json({ data: [TEMPLATE], page: { total: 1, offset: 0, limit: 100 } }),
    'GET /pms/spare-parts': () =>
      json({
        data: [PART],
        page: { total: 1, offset: 0, limit: 200 },
      }),
    'POST /pms/jobs': () => json({ message: 'not checked' }, 500),
    [`DELETE /pms/jobs/${TEMPLATE.id}`]: () => new Response(null, { status: 204 }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } });
  render(
    <ThemeProvider>
      <QueryClientProvider client={client}>
        <JobTemplatesPanel
          catalogueId={CATALOGUE}
          componentId={COMPONENT}
          label="950 Incinerator"
          canChange
        />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return api;
}

describe('job templates of a catalogue component', () => {
  it('lists a template with its rank in words and names the missing field before sending', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    expect(await screen.findByText(/Third Engineer/)).toBeInTheDocument();
    expect(screen.getByText(/Every 3 months or 500 h/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New job template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New job template' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/title is required/i)).toBeInTheDocument();
    expect(
      within(dialog).getByText(/give a calendar interval, a running-hours interval or both/i),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    // Filled in with a required part from the catalogue's templates: sent with the rank and the part.
    await user.click(within(dialog).getByLabelText(/^Title/));
    await user.paste('Flue gas fan inspection');
    await user.click(within(dialog).getByLabelText('Every (calendar)'));
    await user.paste('6');
    await user.click(within(dialog).getByRole('combobox', { name: 'Spare part' }));
    await user.click(await screen.findByRole('option', { name: 'BN-125 Burner nozzle' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add part' }));
    expect(within(dialog).getByText('1 × BN-125 Burner nozzle')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      componentId: COMPONENT,
      title: 'Flue gas fan inspection',
      intervalValue: 6,
      intervalUnit: 'months',
      responsibleRank: 6,
      requiredParts: [{ sparePartId: PART.id, name: 'BN-125 Burner nozzle', quantity: '1' }],
    });
  }, 60_000);

  it('asks before deleting a template, then deletes it', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await user.click(await screen.findByRole('button', { name: `Delete ${TEMPLATE.title}` }));
    const confirm = await screen.findByRole('alertdialog', { name: /Delete the job template/ });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: `Delete ${TEMPLATE.title}` }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: /Delete the job template/ })).getByRole(
        'button',
        {
          name: 'Delete',
        },
      ),
    );
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
    const sent = calls.find((c) => c.method === 'DELETE')!;
    expect(sent.path).toBe(`/pms/jobs/${TEMPLATE.id}`);
  }, 60_000);
});
