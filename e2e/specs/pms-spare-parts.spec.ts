import { expect, test } from '@playwright/test';
import { apiHeaders } from '../support/rfq';
import { apiGet, logIn } from '../support/session';

/**
 * Spare parts in a real browser: the master of Keel Aurora finds a part below its minimum on the ship's
 * Spare parts tab, counts it (an adjustment with a reason that shows in the ledger), then raises a
 * requisition from it and lands on the pre-filled draft.
 */
test('the master adjusts a part and raises a requisition for it below minimum', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { token } = await logIn(page, 'master');
  const ships = await apiGet<{ id: string; name: string }[]>(request, token, '/access/ships/me/');
  const aurora = ships.find((s) => s.name === 'Keel Aurora')!.id;
  const partNumber = `E2E-OR-${Date.now().toString(36).slice(-6).toUpperCase()}`;
  const created = await request.post('/api/v1/pms/spare-parts', {
    headers: await apiHeaders(request, 'master'),
    data: {
      shipId: aurora,
      partNumber,
      name: 'O-ring set, cylinder liner',
      maker: 'MAN Energy Solutions',
      impaCode: '815201',
      partType: 0,
      unit: 'set',
      location: 'ER store, rack A2',
      minimumStock: '4',
    },
  });
  expect(created.status()).toBe(201);

  await page.goto(`/PMS/manage/${aurora}`);
  await page.getByRole('tab', { name: 'Spare parts' }).click();
  const table = page.getByRole('table', { name: 'Spare parts' });
  await expect(table).toBeVisible();
  await page.getByPlaceholder('Part number, name or IMPA code').fill(partNumber);
  await table.getByRole('row', { name: new RegExp(partNumber) }).click();

  await expect(page).toHaveURL(/\/PMS\/spare-part\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('O-ring set, cylinder liner');
  await expect(page.getByText('Below minimum')).toBeVisible();

  await page.getByRole('button', { name: 'Adjust' }).click();
  const adjust = page.getByRole('dialog', { name: 'Adjust stock (count)' });
  await adjust.getByLabel('Counted stock (set)').fill('1');
  await adjust.getByLabel('Reason').fill('Stock-take after ME unit 3 overhaul');
  await adjust.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${partNumber}: stock 1 set`)).toBeVisible();
  const ledger = page.getByRole('table', { name: 'Stock ledger' });
  await expect(ledger.getByRole('row', { name: /Adjustment/ })).toContainText(
    'Stock-take after ME unit 3 overhaul',
  );

  await page.getByRole('button', { name: 'Raise requisition' }).click();
  await expect(page).toHaveURL(/\/purchasing\/requisition\/[0-9a-f-]{36}$/);
  await expect(page.getByText(`Restock ${partNumber} O-ring set, cylinder liner`).first()).toBeVisible();
  await expect(page.getByText(partNumber).first()).toBeVisible();
});
