import { expect, test } from '@playwright/test';
import { logIn } from '../support/session';

test('an unknown address leads to the Not Found page', async ({ page }) => {
  await logIn(page, 'admin');
  await page.goto('/nope');
  await expect(page).toHaveURL((url) => url.pathname === '/404');
  await expect(page.getByText('Not Found', { exact: false }).first()).toBeVisible();
});

test('the master opening company settings lands on the access-denied page', async ({ page }) => {
  await logIn(page, 'master');
  await page.goto('/config');
  await expect(page).toHaveURL((url) => url.pathname === '/access-denied');
  await expect(
    page.getByText(
      'Access to the site is restricted. Please contact the site administrator if you need to gain access.',
    ),
  ).toBeVisible();
});

test('without a session a protected page sends the visitor to the login screen', async ({ page }) => {
  await page.goto('/users');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('a wrong password shows the server message and stays on the login screen', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill('purchaser@keel.demo');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});
