import { expect, test, type APIRequestContext } from '@playwright/test';
import { addInterval } from '@keel/domain';
import { apiHeaders } from '../support/rfq';
import { logIn } from '../support/session';

type Headers = Record<string, string>;
const today = () => new Date().toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

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

async function componentId(request: APIRequestContext, headers: Headers, ship: string, code: string) {
  const tree = await data<{ id: string; code: string }[]>(
    await request.get(`/api/v1/pms/ships/${ship}/components`, { headers }),
  );
  return tree.find((c) => c.code === code)!.id;
}

/**
 * Jobs in a real browser: the master of Keel Aurora completes an overdue fire-pump job using a spare part
 * from stock, sees the next due date counted from the completion and the stock fall; opening a job of
 * another ship is refused.
 */
test('the master completes an overdue job with a spare part and sees the next due date', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const master = await apiHeaders(request, 'master');
  const aurora = await shipId(request, master, 'Keel Aurora');
  const pump = await componentId(request, master, aurora, '801.2');
  const title = `Emergency fire pump monthly test ${Date.now().toString(36).slice(-5)}`;
  const job = await data<{ id: string }>(
    await request.post('/api/v1/pms/jobs', {
      headers: master,
      data: {
        componentId: pump,
        title,
        intervalValue: 1,
        intervalUnit: 'months',
        responsibleRank: 8,
        nextDueOn: addDays(today(), -5),
      },
    }),
    201,
  );
  const part = await data<{ id: string; version: number; partNumber: string }>(
    await request.post('/api/v1/pms/spare-parts', {
      headers: master,
      data: {
        shipId: aurora,
        partNumber: `GS-${Date.now().toString(36)}`,
        name: 'Gland seal',
        partType: 0,
        unit: 'pcs',
        minimumStock: '0',
        componentIds: [pump],
      },
    }),
    201,
  );
  await data(
    await request.post(`/api/v1/pms/spare-parts/${part.id}/receipt`, {
      headers: master,
      data: { version: part.version, quantity: '4' },
    }),
  );

  await logIn(page, 'master');
  await page.goto(`/PMS/job/${job.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(page.getByText('Overdue', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Complete' }).click();
  const dialog = page.getByRole('dialog', { name: `Complete: ${title}` });
  await dialog
    .getByLabel('Work done')
    .fill('Pump run 15 min, 9.5 bar at the highest hydrant; gland seal renewed');
  await dialog.getByRole('button', { name: 'Add a part' }).click();
  await dialog.getByRole('combobox', { name: 'Part from stock' }).click();
  await page.getByRole('option', { name: new RegExp(part.partNumber) }).click();
  await dialog.getByLabel('Quantity').fill('1');
  await dialog.getByRole('button', { name: 'Record completion' }).click();
  await expect(dialog).toBeHidden();

  // Counted from the actual completion (today), not from the planned date five days ago.
  const detail = await data<{ nextDueOn: string }>(
    await request.get(`/api/v1/pms/jobs/${job.id}`, { headers: master }),
  );
  expect(detail.nextDueOn).toBe(addInterval(today(), 1, 'months'));
  await expect(page.getByRole('list', { name: 'Job history' })).toContainText('Gland seal');
  await expect(
    page
      .getByRole('list', { name: 'Job history' })
      .getByText(`Next due ${detail.nextDueOn.replaceAll('-', '/')}`),
  ).toBeVisible();
  const stock = await data<{ balance: string }>(
    await request.get(`/api/v1/pms/spare-parts/${part.id}`, { headers: master }),
  );
  expect(Number(stock.balance)).toBe(3);
});

test("a master opening another ship's job is refused", async ({ page, request }) => {
  const superintendent = await apiHeaders(request, 'superintendent');
  const borealis = await shipId(request, superintendent, 'Keel Borealis');
  const jobs = await data<{ id: string }[]>(
    await request.get(`/api/v1/pms/jobs?shipId=${borealis}&limit=1`, { headers: superintendent }),
  );
  await logIn(page, 'master');
  await page.goto(`/PMS/job/${jobs[0]!.id}`);
  await expect(page.getByText('You have no access to this ship')).toBeVisible();
});
