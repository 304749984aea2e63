import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiHeaders } from '../support/rfq';
import { logIn } from '../support/session';

type Headers = Record<string, string>;

async function data<T>(response: { status(): number; json(): Promise<unknown> }, status = 200): Promise<T> {
  expect(response.status()).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

async function shipId(request: APIRequestContext, headers: Headers, name: string) {
  const ships = await data<{ id: string; name: string }[]>(
    await request.get('/api/v1/access/ships/me/', { headers }),
  );
  return ships.find((s) => s.name === name)!.id;
}

/**
 * Issue 14's flow in one go, in a real browser: the superintendent applies a catalogue (a component with a
 * running-hours counter, a job every 500 h needing two seals, the seal as a spare-part template) to Keel
 * Aurora; a first reading gives the copied job its hours due point, the master enters the reading that
 * makes it due, completes it with the seals from stock, sees the next due point counted from the hours at
 * completion and the stock fall below its minimum, raises a requisition for it, and is refused a job of
 * another ship.
 */
test('apply a catalogue, a reading makes its job due, complete it with a part, reorder the part', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).slice(-6);
  const partNumber = `FWG-${stamp.toUpperCase()}`;
  const jobTitle = `Fresh water generator ejector pump overhaul ${stamp}`;
  const superintendent = await apiHeaders(request, 'superintendent');
  const catalogueName = `E2E flow catalogue ${stamp}`;
  const catalogue = await data<{ id: string }>(
    await request.post('/api/v1/pms/catalogues', {
      headers: superintendent,
      data: { name: catalogueName, family: 'Ultramax bulk carriers' },
    }),
    201,
  );
  const template = await data<{ id: string }>(
    await request.post('/api/v1/pms/components', {
      headers: superintendent,
      data: { catalogueId: catalogue.id, code: `992.${stamp}`, name: `Fresh water generator ${stamp}` },
    }),
    201,
  );
  await data(
    await request.post(`/api/v1/pms/components/${template.id}/counters`, {
      headers: superintendent,
      data: { name: 'Running hours' },
    }),
    201,
  );
  const partTemplate = await data<{ id: string }>(
    await request.post('/api/v1/pms/spare-parts', {
      headers: superintendent,
      data: {
        catalogueId: catalogue.id,
        partNumber,
        name: 'Ejector pump mechanical seal',
        maker: 'Alfa Laval',
        partType: 0,
        unit: 'pcs',
        minimumStock: '2',
        componentIds: [template.id],
      },
    }),
    201,
  );
  await data(
    await request.post('/api/v1/pms/jobs', {
      headers: superintendent,
      data: {
        componentId: template.id,
        title: jobTitle,
        intervalHours: 500,
        toleranceHours: 25,
        responsibleRank: 8,
        requiredParts: [
          { sparePartId: partTemplate.id, name: 'Ejector pump mechanical seal', quantity: '2' },
        ],
      },
    }),
    201,
  );

  // The superintendent applies the catalogue to Keel Aurora on /PMS/catalogue.
  const office = await (await browser.newContext()).newPage();
  await logIn(office, 'superintendent');
  await office.goto('/PMS/catalogue');
  await office.getByRole('combobox', { name: 'Catalogue' }).click();
  await office.getByRole('option', { name: catalogueName }).click();
  await expect(office.getByRole('tree', { name: /Templates of/ })).toContainText(
    `Fresh water generator ${stamp}`,
  );
  await office.getByRole('button', { name: 'Apply to a ship' }).click();
  const apply = office.getByRole('dialog', { name: `Apply ${catalogueName}` });
  await apply.getByRole('combobox', { name: 'Ship' }).click();
  await office.getByRole('option', { name: 'Keel Aurora' }).click();
  await apply.getByRole('button', { name: 'Apply' }).click();
  await expect(office.getByText('1 component copied to the ship')).toBeVisible();
  await office.context().close();

  // The copies on the ship: the job (linked to the ship's part) and the part, with three seals received.
  const master = await apiHeaders(request, 'master');
  const aurora = await shipId(request, master, 'Keel Aurora');
  const tree = await data<{ id: string; code: string }[]>(
    await request.get(`/api/v1/pms/ships/${aurora}/components?q=${stamp}`, { headers: master }),
  );
  const component = tree.find((c) => c.code === `992.${stamp}`)!;
  const [job] = await data<
    { id: string; dueStatus: string; requiredParts: { sparePartId: string | null }[] }[]
  >(await request.get(`/api/v1/pms/jobs?shipId=${aurora}&componentId=${component.id}`, { headers: master }));
  const [part] = await data<{ id: string; version: number }[]>(
    await request.get(`/api/v1/pms/spare-parts?shipId=${aurora}&q=${partNumber}`, { headers: master }),
  );
  expect(job!.requiredParts[0]!.sparePartId).toBe(part!.id);
  expect(job!.dueStatus).toBe('NO_DUE');
  await data(
    await request.post(`/api/v1/pms/spare-parts/${part!.id}/receipt`, {
      headers: master,
      data: { version: part!.version, quantity: '3' },
    }),
  );

  // The counter came over empty: a first reading a month ago (100 h) gives the job its due point, 600 h.
  const [counter] = await data<{ id: string }[]>(
    await request.get(`/api/v1/pms/components/${component.id}/counters`, { headers: master }),
  );
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  await data(
    await request.post(`/api/v1/pms/counters/${counter!.id}/readings`, {
      headers: master,
      data: { hours: 100, readingOn: monthAgo },
    }),
    201,
  );

  // The master enters today's reading, 580 h: within the 25 h tolerance of 600 h, the job is due now.
  await logIn(page, 'master');
  await page.goto(`/PMS/manage/${aurora}`);
  await page.getByRole('textbox', { name: 'Search code, name, maker, serial' }).fill(stamp);
  await page
    .getByRole('tree', { name: 'Components of the ship' })
    .getByText(`Fresh water generator ${stamp}`)
    .click();
  const hours = page.getByTestId('current-hours');
  await expect(hours).toHaveText('100 h');
  const form = page.getByRole('form', { name: 'New reading of Running hours' });
  await form.getByRole('spinbutton', { name: 'Hours' }).fill('580');
  await form.getByRole('button', { name: 'Save reading' }).click();
  await expect(hours).toHaveText('580 h');

  await page.goto(`/PMS/job/${job!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(jobTitle);
  await expect(page.getByText('Due now', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Complete' }).click();
  const dialog = page.getByRole('dialog', { name: `Complete: ${jobTitle}` });
  await expect(dialog.getByLabel('Running hours at completion')).toHaveValue('580');
  await expect(dialog.getByRole('combobox', { name: 'Part from stock' })).toContainText(partNumber);
  await dialog.getByLabel('Quantity').fill('2');
  await dialog
    .getByLabel('Work done')
    .fill('Mechanical seal renewed, impeller checked, pump test run 30 min');
  await dialog.getByRole('button', { name: 'Record completion' }).click();
  await expect(dialog).toBeHidden();

  // Next due counted from the hours at completion (580 + 500), and the stock down by two, below minimum.
  await expect(page.getByText('1080 h', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Job history' })).toContainText('Ejector pump mechanical seal');
  const after = await data<{ balance: string; belowMinimum: boolean }>(
    await request.get(`/api/v1/pms/spare-parts/${part!.id}`, { headers: master }),
  );
  expect([Number(after.balance), after.belowMinimum]).toEqual([1, true]);
  await page.goto(`/PMS/spare-part/${part!.id}`);
  await expect(page.getByText('Below minimum')).toBeVisible();
  await page.getByRole('button', { name: 'Raise requisition' }).click();
  await expect(page).toHaveURL(/\/purchasing\/requisition\/[0-9a-f-]{36}$/);
  await expect(page.getByText(partNumber).first()).toBeVisible();

  // Another ship's job: refused.
  const borealis = await shipId(request, superintendent, 'Keel Borealis');
  const [foreign] = await data<{ id: string }[]>(
    await request.get(`/api/v1/pms/jobs?shipId=${borealis}&limit=1`, { headers: superintendent }),
  );
  const refused = await request.get(`/api/v1/pms/jobs/${foreign!.id}`, { headers: master });
  expect(refused.status()).toBe(403);
  await page.goto(`/PMS/job/${foreign!.id}`);
  await expect(page.getByText('You have no access to this ship')).toBeVisible();
});
