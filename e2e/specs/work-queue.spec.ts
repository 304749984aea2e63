import { expect, test } from '@playwright/test';
import { apiHeaders } from '../support/rfq';
import { logIn } from '../support/session';

/**
 * Work that finds its people: the master submits a requisition; without a reload, the
 * superintendent's bell counts it and lists it, and the "My work" queue shows it; once approved it
 * leaves the queue.
 */
test('an approval request reaches the approver’s bell and queue, and leaves the queue once approved', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await logIn(page, 'superintendent');
  await expect(page.getByRole('heading', { name: 'My work' })).toBeVisible();
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();

  // The master raises and submits a requisition (through the API, as the requisitions spec covers the form).
  const master = await apiHeaders(request, 'master');
  const ships = (await (await request.get('/api/v1/access/ships/me/', { headers: master })).json()) as {
    data: { id: string; name: string }[];
  };
  const aurora = ships.data.find((s) => s.name === 'Keel Aurora')!;
  const title = `Galley stores ${Date.now().toString(36).slice(-5)}`;
  const created = await request.post('/api/v1/purchasing/requisitions', {
    headers: master,
    data: {
      shipId: aurora.id,
      title,
      department: 'deck',
      priority: 0,
      lines: [{ description: 'Mooring rope 48 mm', impaCode: '211101', quantity: '2', unit: 'pcs' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const requisition = ((await created.json()) as { data: { id: string; number: string; version: number } })
    .data;
  const submitted = await request.post(`/api/v1/purchasing/requisitions/${requisition.id}/submit`, {
    headers: master,
    data: { version: requisition.version },
  });
  expect(submitted.status()).toBe(200);

  // Live: the bell counts it without a reload, and its panel links to the requisition.
  await expect(bell).toHaveAccessibleName(/Notifications, \d+ unread/);
  await bell.click();
  const panel = page.getByRole('list', { name: 'Notifications' });
  const link = panel.getByRole('link', { name: `Requisition ${requisition.number} waits for your approval` });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `/purchasing/requisition/${requisition.id}`);
  await page.keyboard.press('Escape');

  // The queue lists it under "requisitions to approve".
  await page.goto('/work?kind=requisition_to_moderate');
  const queue = page.getByRole('list', { name: 'requisitions to approve' });
  await expect(queue.getByRole('link', { name: new RegExp(requisition.number) })).toBeVisible();
  await queue.getByRole('link', { name: new RegExp(requisition.number) }).click();
  await expect(page).toHaveURL(new RegExp(`/purchasing/requisition/${requisition.id}$`));
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`${requisition.number} approved`)).toBeVisible();

  // Approved: it is no longer waiting for anyone.
  await page.goto('/work?kind=requisition_to_moderate');
  await expect(page.getByRole('tab', { name: /Requisitions to approve/ })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(requisition.number) })).toHaveCount(0);
});
