import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/env';
import { apiGet, logIn } from '../support/session';

interface Requisition {
  id: string;
  number: string;
  shipName: string;
}

/**
 * A record's activity in a real browser: the purchaser comments on a requisition of Keel Aurora and
 * mentions the ship's master, picked with the keyboard from the `@` list (which offers only people
 * who can open the record); the master gets a "mention" notification linking to the requisition, and
 * the requisition's history tells the comment in words.
 */
test('a comment with an @mention notifies the mentioned user', async ({ page, request }) => {
  test.setTimeout(90_000);
  const purchaser = await logIn(page, 'purchaser');
  const ships = await apiGet<{ id: string; name: string }[]>(request, purchaser.token, '/access/ships/me/');
  const aurora = ships.find((s) => s.name === 'Keel Aurora')!;
  const [requisition] = await apiGet<Requisition[]>(
    request,
    purchaser.token,
    `/purchasing/requisitions?shipId=${aurora.id}&limit=1`,
  );
  expect(requisition, 'a seeded requisition of Keel Aurora').toBeDefined();

  await page.goto(`/purchasing/requisition/${requisition!.id}`);
  await page.getByRole('button', { name: 'Add a comment' }).click();
  const box = page.getByRole('combobox', { name: 'Add a comment' });
  const note = `nozzle count ${Date.now().toString(36)}`;
  await box.fill('Please confirm the ');
  await box.pressSequentially('@Jon');
  const people = page.getByRole('listbox', { name: 'People to mention' });
  await expect(people.getByRole('option', { name: 'Capt. Jonas Eriksen' })).toBeVisible();
  await box.press('Enter');
  await expect(box).toHaveValue('Please confirm the @Capt. Jonas Eriksen ');
  await box.pressSequentially(note);
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  const comments = page.getByRole('list', { name: 'Comments' });
  await expect(comments.getByText('@Capt. Jonas Eriksen')).toBeVisible();
  await expect(page.getByRole('tab', { name: /Comments \(\d+\)/ })).toBeVisible();

  await page.getByRole('tab', { name: 'History' }).click();
  await expect(
    page.getByRole('list', { name: 'History' }).getByText('Priya Nair commented').first(),
  ).toBeVisible();

  // The mentioned master finds it among his notifications, with a link to the requisition.
  const login = await request.post('/api/v1/auth/', {
    data: { email: DEMO_USERS.master, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const master = ((await login.json()) as { data: { token: string } }).data;
  const notifications = await apiGet<{ kind: string; title: string; body: string | null; link: string }[]>(
    request,
    master.token,
    '/notifications?limit=20',
  );
  const mention = notifications.find((n) => n.kind === 'mention' && n.body?.includes(note));
  expect(mention).toMatchObject({
    title: `Priya Nair mentioned you on Requisition ${requisition!.number}`,
    link: `/purchasing/requisition/${requisition!.id}`,
  });

  // Nobody else was told: the superintendent, not mentioned, has no such notification.
  const superLogin = await request.post('/api/v1/auth/', {
    data: { email: DEMO_USERS.superintendent, password: DEMO_PASSWORD },
  });
  const superintendent = ((await superLogin.json()) as { data: { token: string } }).data;
  const theirs = await apiGet<{ body: string | null }[]>(
    request,
    superintendent.token,
    '/notifications?limit=50',
  );
  expect(theirs.some((n) => n.body?.includes(note))).toBe(false);
});
