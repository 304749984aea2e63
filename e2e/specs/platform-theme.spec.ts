import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../support/session';

const themeOf = (page: Page) =>
  page.evaluate(() => ({
    attribute: document.documentElement.getAttribute('data-theme'),
    stored: window.localStorage.getItem('theme'),
  }));

test('the theme switch persists across a reload', async ({ page }) => {
  await logIn(page, 'superintendent');
  expect((await themeOf(page)).attribute).toBe('light');

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await themeOf(page)).toEqual({ attribute: 'dark', stored: 'dark' });

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  expect(await themeOf(page)).toEqual({ attribute: 'light', stored: 'light' });
});

test('a system set to reduce motion gets no animation, and full motion otherwise', async ({ page }) => {
  // The specs run with reduced motion (playwright.config.ts); the app must honour the setting both ways.
  await logIn(page, 'superintendent');
  const button = page.getByRole('button', { name: 'Switch to dark theme' });
  const timing = () =>
    button.evaluate((el) => ({
      transition: getComputedStyle(el).transitionDuration.split(',')[0]!.trim(),
      animationCount: getComputedStyle(el).animationIterationCount,
    }));
  expect(await timing()).toEqual({ transition: '1e-05s', animationCount: '1' });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect((await timing()).transition).not.toBe('1e-05s');
});
