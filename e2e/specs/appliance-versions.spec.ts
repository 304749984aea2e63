import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../support/session';

async function choose(page: Page, label: string, option: string, scope = page.locator('body')) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('set a target version and see which ships lag behind it', async ({ page }) => {
  // A long flow through several screens: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  await logIn(page, 'superintendent');

  // The register: the tankers' Furuno FA-170 AIS runs 2.04 and has no target yet.
  await page.getByRole('link', { name: 'Appliance versions' }).first().click();
  const register = page.getByRole('table', { name: 'Appliances' });
  await page.getByRole('searchbox', { name: /^Search name, maker/ }).fill('FA-170');
  await expect(register.getByRole('row', { name: 'Open AIS transponder on Keel Dorado' })).toBeVisible();
  await expect(
    register.getByRole('row', { name: 'Open AIS transponder on Keel Dorado' }).getByText('No target'),
  ).toBeVisible();

  // Manage: a target for that maker and model.
  await page.getByRole('link', { name: 'Version targets' }).first().click();
  await expect(page).toHaveURL(/\/version\/manage$/);
  await page.getByRole('button', { name: 'Set target' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set target version' });
  await choose(page, 'Appliance type', 'AIS', dialog);
  await dialog.getByLabel('Maker (optional)').fill('Furuno');
  await dialog.getByLabel('Model (optional)').fill('FA-170');
  await dialog.getByLabel('Target version').fill('2.10');
  await dialog.getByLabel('Notes').fill('Maker bulletin: long-range message fix.');
  await dialog.getByRole('button', { name: 'Set target' }).click();
  await expect(dialog).toBeHidden();

  const targets = page.getByRole('table', { name: 'Target versions' });
  const target = targets.getByRole('row', { name: /AIS Furuno FA-170/ });
  await expect(target.getByText('2.10')).toBeVisible();
  await expect(target.getByLabel('3 behind')).toBeVisible();
  await expect(target.getByText('Keel Dorado')).toBeVisible();

  // The lagging view, filtered to AIS: the three tankers, 2.04 against 2.10.
  const lagging = page.getByRole('table', { name: 'Appliances against targets' });
  await choose(page, 'Type', 'AIS');
  for (const ship of ['Keel Dorado', 'Keel Eridanus', 'Keel Fornax'])
    await expect(lagging.getByRole('row').filter({ hasText: ship }).getByText('2.04 → 2.10')).toBeVisible();
  await expect(lagging.getByRole('row')).toHaveCount(4);

  // Back in the register the appliance now shows its target and that it is behind.
  await page.getByRole('link', { name: 'Appliance versions' }).first().click();
  await page.getByRole('searchbox', { name: /^Search name, maker/ }).fill('FA-170');
  const dorado = register.getByRole('row', { name: 'Open AIS transponder on Keel Dorado' });
  await expect(dorado.getByText('Behind target')).toBeVisible();
  await expect(dorado.getByText('target 2.10')).toBeVisible();
});
