import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiHeaders } from '../support/rfq';
import { logIn } from '../support/session';

/** A requisition of `shipName` as the office sees it (number and id), read through the API. */
async function requisitionOf(request: APIRequestContext, shipName: string) {
  const admin = await apiHeaders(request, 'admin');
  const ships = (await (await request.get('/api/v1/access/ships/me/', { headers: admin })).json()) as {
    data: { id: string; name: string }[];
  };
  const ship = ships.data.find((s) => s.name === shipName)!;
  const list = await request.get(`/api/v1/purchasing/requisitions?shipId=${ship.id}&limit=1`, {
    headers: admin,
  });
  expect(list.status()).toBe(200);
  const [first] = ((await list.json()) as { data: { id: string; number: string }[] }).data;
  return first!;
}

test('Ctrl+K opens the search; a requisition found by its reference opens with Enter', async ({
  page,
  request,
}) => {
  const requisition = await requisitionOf(request, 'Keel Borealis');
  await logIn(page, 'purchaser');
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole('combobox', { name: 'Search' });
  await expect(field).toBeFocused();
  await field.fill(requisition.number);
  const requisitions = dialog.getByRole('group', { name: 'Requisitions' });
  await expect(requisitions.getByRole('option')).toHaveCount(1);
  await expect(requisitions.getByRole('option').first()).toContainText(requisition.number);
  await expect(requisitions.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await field.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === `/purchasing/requisition/${requisition.id}`);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(requisition.number);

  // The top bar button opens it too, and Esc closes it.
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test("a master's search shows only his ship's records", async ({ page, request }) => {
  const other = await requisitionOf(request, 'Keel Borealis');
  await logIn(page, 'master');
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const field = dialog.getByRole('combobox', { name: 'Search' });
  await field.fill(other.number);
  await expect(dialog.getByRole('status')).toHaveText(`Nothing found for “${other.number}”.`);

  await field.fill('REQ-');
  const options = dialog.getByRole('group', { name: 'Requisitions' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  for (const text of await options.allTextContents()) expect(text).toContain('Keel Aurora');
  await field.fill('Keel');
  await expect(dialog.getByRole('group', { name: 'Ships' }).getByRole('option')).toHaveText([/Keel Aurora/]);
  await expect(dialog.getByRole('group', { name: 'Users' })).toHaveCount(0);
});
