import { expect, test } from '@playwright/test';
import { logIn } from '../support/session';

test('zoom the timeline from a week to a year and click through to an event and a certificate', async ({
  page,
}) => {
  // A long flow through several screens: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  await logIn(page, 'superintendent');
  await page.getByRole('link', { name: 'Timeline' }).first().click();
  await expect(page).toHaveURL(/\/timeline/);
  const lanes = page.getByRole('region', { name: 'Timeline lanes' });
  await expect(lanes.getByText('Keel Aurora')).toBeVisible();
  await expect(lanes.getByText('Keel Fornax')).toBeVisible();

  // Buttons and keys change the zoom; the period follows in the URL.
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(page).toHaveURL(/zoom=week/);
  await lanes.click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('-');
  await expect(page).toHaveURL(/zoom=month/);
  await page.keyboard.press('-');
  await expect(page).toHaveURL(/zoom=quarter/);
  await page.keyboard.press('+');
  await expect(page).toHaveURL(/zoom=month/);
  await page.getByRole('button', { name: 'Year', exact: true }).click();
  await expect(page).toHaveURL(/zoom=year/);
  await expect(page.getByRole('button', { name: 'Zoom out' })).toBeDisabled();

  // A survey window leads to the ship's certificates.
  const window = lanes.getByRole('link', { name: /^Survey window/ }).first();
  await expect(window).toBeVisible();
  await window.click();
  await expect(page).toHaveURL(/\/certificate\/[0-9a-f-]{36}$/);
  await page.goBack();

  // An event mark opens the event in the events list.
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await expect(page).toHaveURL(/zoom=month/);
  await expect(page.getByRole('progressbar', { name: 'Loading timeline' })).toBeHidden();
  const any = lanes
    .getByRole('link', { name: /^(Drill|Port call|Alarm|Inspection|Incident|Maintenance|Other): / })
    .first();
  const label = (await any.getAttribute('aria-label')) ?? '';
  const title = label.replace(/^[^:]+: /, '').replace(/ — \d{4}\/.*$/, '');
  const event = lanes.getByRole('link', { name: label, exact: true });
  await event.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/event\?open=[0-9a-f-]{36}$/);
  await expect(page.getByRole('dialog').getByLabel('Title')).toHaveValue(title);
});
