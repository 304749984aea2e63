import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiGet, logIn } from '../support/session';

interface SavedPoint {
  lat: number;
  lng: number;
  timestamp: string;
  sog: number | null;
  cog: number | null;
}

/** Presses Tab (Shift+Tab when `back`) until `target` has the focus: the keyboard user's way there. */
async function tabTo(page: Page, target: Locator, { back = false, max = 150 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached by ${back ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
}

test('a forecast route is planned and saved with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tokens = await logIn(page, 'master');
  const ships = await apiGet<{ shipId: string; name: string; latitude: number | null }[]>(
    request,
    tokens.token,
    '/map/ships',
  );
  expect(ships).toHaveLength(1);
  const ship = ships[0]!;
  expect(ship.latitude, 'the demo ship has a position (noon report)').not.toBeNull();

  // From here on: keys only (Tab, Enter, arrows, Delete, typing).
  await page.goto('/map');
  const modes = page.getByRole('group', { name: 'Map mode' });
  // The mode switch is one tab stop (the pressed mode); the arrow keys move along it.
  await tabTo(page, modes.getByRole('button', { name: 'Live' }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(modes.getByRole('button', { name: 'Forecast' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(modes.getByRole('button', { name: 'Forecast' })).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, page.getByRole('combobox', { name: 'Ship' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: ship.name })).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'New route' }));
  await page.keyboard.press('Enter');

  const points = page.getByRole('table', { name: 'Route points' });
  const rows = points.getByRole('row');
  const row = (label: string) =>
    points.getByRole('row', {
      name: new RegExp(`^Route point ${label === 'S' ? 'S \\(start\\)' : label}:`),
    });
  const eta = page.getByTestId('forecast-eta');
  await expect(rows).toHaveCount(1);
  await tabTo(page, row('S'));

  // Enter appends along the course (east from the lone start), three times; each new point takes the focus.
  for (const label of ['2', '3', '4']) {
    const before = await eta.textContent();
    await page.keyboard.press('Enter');
    await expect(row(label)).toBeFocused();
    await expect(eta).not.toHaveText(before!);
  }
  await expect(rows).toHaveCount(4);
  await expect(page.getByText(/Later by .* than before the last change/)).toBeVisible();

  // Shift+↑ moves point 4 north (ten steps); ↑ on the start does nothing.
  const point4Before = await row('4').getAttribute('aria-label');
  await page.keyboard.press('Shift+ArrowUp');
  await expect(row('4')).toBeFocused();
  await expect(row('4')).not.toHaveAttribute('aria-label', point4Before!);

  // Shift+Tab to point 3, Delete: gone, point 2 focused.
  await tabTo(page, row('3'), { back: true });
  await page.keyboard.press('Delete');
  await expect(rows).toHaveCount(3);
  await expect(row('2')).toBeFocused();

  // Enter on point 2 (not the last): a point in the middle of the leg to the moved point.
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(4);
  await expect(row('3')).toBeFocused();

  // The start stays put.
  const start = await row('S').getAttribute('aria-label');
  await tabTo(page, row('S'), { back: true });
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Delete');
  await expect(rows).toHaveCount(4);
  await expect(row('S')).toHaveAttribute('aria-label', start!);

  // Name it and save it, still by keyboard.
  const name = `Keyboard route ${Date.now()}`;
  await tabTo(page, page.getByRole('textbox', { name: 'Route name' }));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(name);
  await tabTo(page, page.getByRole('button', { name: 'Save route' }));
  const answer = page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' &&
      new URL(r.url()).pathname === `/api/v1/map/ships/${ship.shipId}/forecast-routes`,
  );
  await page.keyboard.press('Enter');
  const response = await answer;
  expect(response.status(), await response.text()).toBe(201);
  const created = ((await response.json()) as { data: { id: string } }).data;
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();

  // The saved route, as the API gives it back: S, 2 east of S, 3 in the middle of 2→4, 4 north of 2.
  const saved = await apiGet<{ name: string; points: SavedPoint[]; eta: string }>(
    request,
    tokens.token,
    `/map/forecast-routes/${created.id}`,
  );
  expect(saved.name).toBe(name);
  const [s, p2, p3, p4] = saved.points;
  expect(saved.points).toHaveLength(4);
  expect(p2!.lng).toBeGreaterThan(s!.lng);
  expect(p4!.lng).toBeGreaterThan(p2!.lng);
  expect(p4!.lat).toBeGreaterThan(p2!.lat + 0.01);
  expect(p3!.lat).toBeCloseTo((p2!.lat + p4!.lat) / 2, 5);
  expect(p3!.lng).toBeCloseTo((p2!.lng + p4!.lng) / 2, 5);
  const times = saved.points.map((p) => Date.parse(p.timestamp));
  expect(times).toEqual([...times].sort((a, b) => a - b));
  expect(times[3]).toBeGreaterThan(times[0]!);
  expect(saved.eta).toBe(p4!.timestamp);
  // The screen shows what was saved.
  await expect(rows).toHaveCount(4);
  await expect(page.getByRole('combobox', { name: 'Saved route' })).toHaveText(name);
});
