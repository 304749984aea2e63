import { expect, test } from '@playwright/test';
import { apiHeaders } from '../support/rfq';
import { apiGet, logIn } from '../support/session';

/**
 * Catalogue job templates and spare-part dialogs in a real browser (docs/pms-jobs.md "Job templates",
 * docs/pms-spare-parts.md): the superintendent adds a job template to a catalogue component already on a
 * ship (rank 'Third Engineer'), sees it in the push preview beside a second one, pushes it alone (the
 * other stays pending), then deletes it after a confirmation; adds a spare-part template to the component
 * and duplicates it; the master duplicates a spare part of his ship and sees it in the history.
 */
test('the superintendent creates a job template, pushes it to a ship and deletes it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36).slice(-6);
  const headers = await apiHeaders(request, 'superintendent');
  const catalogue = await request.post('/api/v1/pms/catalogues', {
    headers,
    data: { name: `E2E jobs ${stamp}`, family: 'Ultramax bulk carriers' },
  });
  const catalogueId = ((await catalogue.json()) as { data: { id: string } }).data.id;
  const incinerator = await request.post('/api/v1/pms/components', {
    headers,
    data: { catalogueId, code: `991.${stamp}`, name: `Incinerator ${stamp}` },
  });
  const componentId = ((await incinerator.json()) as { data: { id: string } }).data.id;
  const { token } = await logIn(page, 'superintendent');
  const ships = await apiGet<{ id: string; name: string }[]>(request, token, '/access/ships/me/');
  const borealis = ships.find((s) => s.name === 'Keel Borealis')!.id;
  const applied = await request.post(`/api/v1/pms/catalogues/${catalogueId}/apply`, {
    headers,
    data: { shipId: borealis },
  });
  expect(applied.status()).toBe(201);

  await page.goto('/PMS/catalogue');
  await page.getByRole('combobox', { name: 'Catalogue' }).click();
  await page.getByRole('option', { name: `E2E jobs ${stamp}` }).click();
  await page
    .getByRole('tree', { name: /Templates of/ })
    .getByText(`Incinerator ${stamp}`)
    .click();
  await page.getByRole('button', { name: 'New job template' }).click();
  const form = page.getByRole('dialog', { name: 'New job template' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(/title is required/i)).toBeVisible();
  await form.getByLabel(/^Title/).fill('Burner nozzle cleaning');
  await form.getByLabel('Every (calendar)').fill('3');
  await form.getByRole('combobox', { name: 'Responsible' }).click();
  await page.getByRole('option', { name: 'Third Engineer' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  const templates = page.getByRole('list', { name: 'Job templates' });
  await expect(templates).toContainText('Burner nozzle cleaning');
  await expect(templates).toContainText('Third Engineer');

  // A second template (through the API): the push offers each job with its own tick; the fan is left out.
  const fan = await request.post('/api/v1/pms/jobs', {
    headers,
    data: {
      componentId,
      title: `Flue gas fan inspection ${stamp}`,
      intervalValue: 6,
      intervalUnit: 'months',
      responsibleRank: 8,
    },
  });
  expect(fan.status()).toBe(201);
  await page.getByRole('button', { name: 'Push changes' }).click();
  const push = page.getByRole('dialog', { name: `Push E2E jobs ${stamp} to ships` });
  const nozzleBox = push.getByRole('checkbox', { name: `Add job “Burner nozzle cleaning” on 991.${stamp}` });
  const fanBox = push.getByRole('checkbox', {
    name: new RegExp(`Add job “Flue gas fan inspection ${stamp}”`),
  });
  await expect(nozzleBox).toBeChecked();
  await expect(fanBox).toBeChecked();
  await fanBox.focus();
  await page.keyboard.press('Space');
  await expect(fanBox).not.toBeChecked();
  await push.getByRole('button', { name: 'Push' }).click();
  await expect(page.getByText('Template changes pushed')).toBeVisible();
  const shipJobs = await apiGet<{ title: string }[]>(
    request,
    token,
    `/pms/jobs?shipId=${borealis}&q=${stamp}`,
  );
  expect(shipJobs.map((j) => j.title)).toContain('Burner nozzle cleaning');
  expect(shipJobs.map((j) => j.title)).not.toContain(`Flue gas fan inspection ${stamp}`);
  // The job left out is still pending in the next preview.
  await page.getByRole('button', { name: 'Push changes' }).click();
  await expect(fanBox).toBeVisible();
  await expect(push.getByText(/Burner nozzle cleaning/)).toHaveCount(0);
  await push.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Delete Burner nozzle cleaning' }).click();
  const confirm = page.getByRole('alertdialog', { name: /Delete the job template/ });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(templates).not.toContainText('Burner nozzle cleaning');
  await expect(templates).toContainText(`Flue gas fan inspection ${stamp}`);

  // Spare-part templates beside the job templates: a new one fits the selected component; a duplicate.
  await page.getByRole('button', { name: 'New spare-part template' }).click();
  const partForm = page.getByRole('dialog', { name: 'New spare-part template' });
  await expect(partForm.getByText(`991.${stamp} Incinerator ${stamp}`)).toBeVisible();
  await partForm.getByLabel('Part number').fill(`BN-${stamp}`);
  await partForm.getByLabel('Name', { exact: true }).fill('Burner nozzle 60°');
  await partForm.getByRole('button', { name: 'Save' }).click();
  const partList = page.getByRole('list', { name: 'Spare-part templates' });
  await expect(partList).toContainText(`BN-${stamp} Burner nozzle 60°`);
  await page.getByRole('button', { name: `Actions for BN-${stamp}` }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  const duplicate = page.getByRole('dialog', { name: `Duplicate BN-${stamp}` });
  await duplicate.getByLabel(/New part number/).fill(`BN-${stamp}-B`);
  await duplicate.getByRole('button', { name: 'Duplicate' }).click();
  await expect(partList).toContainText(`BN-${stamp}-B Burner nozzle 60°`);
});

test('the master duplicates a spare part of his ship and sees it in the history', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { token } = await logIn(page, 'master');
  const ships = await apiGet<{ id: string; name: string }[]>(request, token, '/access/ships/me/');
  const aurora = ships.find((s) => s.name === 'Keel Aurora')!.id;
  const partNumber = `E2E-DP-${Date.now().toString(36).slice(-6).toUpperCase()}`;
  const created = await request.post('/api/v1/pms/spare-parts', {
    headers: await apiHeaders(request, 'master'),
    data: {
      shipId: aurora,
      partNumber,
      name: 'Fuel valve nozzle',
      partType: 0,
      unit: 'pcs',
      minimumStock: '2',
    },
  });
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  await page.goto(`/PMS/spare-part/${id}`);
  await page.getByRole('button', { name: 'Duplicate' }).click();
  const dialog = page.getByRole('dialog', { name: `Duplicate ${partNumber}` });
  await dialog.getByLabel(/New part number/).fill(`${partNumber}-V`);
  await dialog.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page).not.toHaveURL(new RegExp(id));
  await expect(page.getByText(`${partNumber}-V`).first()).toBeVisible();
  await page.getByRole('tab', { name: /History/ }).click();
  await expect(page.getByText(/created the spare part/i).first()).toBeVisible();
});
