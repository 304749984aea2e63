import { expect, test, type APIRequestContext } from '@playwright/test';
import { logIn, type LoginTokens } from '../support/session';

/** POST an `/api/v1` path as the holder of `token`; returns `data` of the envelope. */
async function apiPost<T>(
  request: APIRequestContext,
  tokens: LoginTokens,
  path: string,
  body: unknown,
): Promise<T> {
  const response = await request.post(`/api/v1${path}`, {
    headers: { 'x-auth-token': tokens.token, 'x-csrf-token': tokens.csrf },
    data: body,
  });
  expect(response.status(), `POST /api/v1${path}: ${await response.text()}`).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

/**
 * The shared list pieces in a real browser: the superintendent chooses two submitted requisitions and
 * approves them at once (one result per requisition); the purchaser exports a selection of orders and
 * finds the list's filters again after leaving the screen; at 420 px the lists become stacked cards.
 */
test('the superintendent approves two submitted requisitions at once', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const tag = `Bulk ${Date.now().toString(36).slice(-6)}`;
  const masterContext = await browser.newContext();
  const masterPage = await masterContext.newPage();
  const master = await logIn(masterPage, 'master');
  const ships = await masterPage.request.get('/api/v1/access/ships/me/', {
    headers: { 'x-auth-token': master.token },
  });
  const [ship] = ((await ships.json()) as { data: { id: string }[] }).data;
  const numbers: string[] = [];
  for (const title of [`${tag} filters`, `${tag} gaskets`]) {
    const draft = await apiPost<{ id: string; number: string; version: number }>(
      masterPage.request,
      master,
      '/purchasing/requisitions',
      {
        shipId: ship!.id,
        title,
        department: 'engine',
        priority: 0,
        lines: [{ description: 'Fuel filter element', impaCode: '651101', quantity: '2', unit: 'pcs' }],
      },
    );
    await apiPost(masterPage.request, master, `/purchasing/requisitions/${draft.id}/submit`, {
      version: draft.version,
    });
    numbers.push(draft.number);
  }
  await masterContext.close();

  await logIn(page, 'superintendent');
  await page.goto(`/purchasing/requisition?q=${encodeURIComponent(tag)}`);
  const table = page.getByRole('table', { name: 'Requisitions' });
  await expect(table.getByRole('row', { name: new RegExp(numbers[0]!) })).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(numbers[1]!) })).toBeVisible();
  // Keyboard: Space on the page's box chooses both.
  await page.getByRole('checkbox', { name: 'Select all on this page' }).focus();
  await page.keyboard.press('Space');
  const bar = page.getByRole('region', { name: 'Selected rows' });
  await expect(bar).toContainText(/^2 rows selected/);
  await bar.getByRole('button', { name: 'Approve 2 requisitions' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Approve requisitions' });
  await expect(confirm).toContainText(numbers[0]!);
  await confirm.getByRole('button', { name: 'Approve' }).click();
  const result = page.getByRole('dialog', { name: 'Requisitions approved' });
  await expect(result).toContainText('2 requisitions approved.');
  await result.getByRole('button', { name: 'Done' }).click();
  for (const number of numbers)
    await expect(table.getByRole('row', { name: new RegExp(number) })).toContainText('Approved');
});

test('the purchaser exports chosen orders and finds the filters again', async ({ page }) => {
  test.setTimeout(60_000);
  await logIn(page, 'purchaser');
  await page.goto('/purchasing/po');
  const table = page.getByRole('table', { name: 'Purchase orders' });
  await expect(table.getByRole('row').nth(2)).toBeVisible();
  await expect(page.getByRole('status', { name: 'Purchase orders total' })).toContainText(
    /Total \(USD\) [\d,]+\.\d\d — \d+ orders?/,
  );
  const boxes = table.getByRole('checkbox', { name: /^Select Open PO-/ });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  const bar = page.getByRole('region', { name: 'Selected rows' });
  await expect(bar).toContainText(/^2 rows selected/);
  const download = page.waitForEvent('download');
  await bar.getByRole('button', { name: 'Export selected' }).click();
  expect((await download).suggestedFilename()).toMatch(/^purchase-orders-\d{4}-\d{2}-\d{2}\.xlsx$/);

  // Filter by state, leave the screen and come back through the sidebar: the filter is still there.
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Draft' }).click();
  await expect(page).toHaveURL(/state=DRAFT/);
  await page.goto('/purchasing/requisition');
  await expect(page.getByRole('table', { name: 'Requisitions' })).toBeVisible();
  await page.goto('/purchasing/po');
  await expect(page).toHaveURL(/state=DRAFT/);
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveText('Draft');
  await page.getByRole('button', { name: 'Reset filters' }).click();
  await expect(page).not.toHaveURL(/state=/);
});

test('at 420 px the lists become stacked cards', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 420, height: 900 });
  await logIn(page, 'purchaser');
  for (const [path, name] of [
    ['/purchasing/po', 'Purchase orders'],
    ['/purchasing/requisition', 'Requisitions'],
  ] as const) {
    await page.goto(path);
    const cards = page.getByRole('list', { name }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('table', { name })).toHaveCount(0);
    await expect(cards.first().getByText('State')).toBeVisible();
    // No card is wider than the window.
    const box = await cards.first().boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(420);
  }
});
