import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/env';
import { figureLine, onSatelliteLink } from '../support/satellite';

/*
 * Issue 12, "a new user's first look": over an emulated satellite link (256 kbit/s down, 64 kbit/s
 * up, 700 ms latency) a new user opens the login page, signs in and reaches the dashboard. The spec
 * prints bytes and seconds of both steps and checks that the page is never blank on the way (the
 * HTML splash, then skeletons, then the screen). One cold run only: bench/satellite.bench.ts measures
 * every module's first screen, cold and warm. Figures: docs/bundle-budget-and-first-load.md.
 */

/** Samples `#root` every 100 ms once the HTML is parsed: when (ms) it drew nothing at all. */
async function watchForBlankPage(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { keelBlank: number[]; keelSamples: number };
    w.keelBlank = [];
    w.keelSamples = 0;
    const sample = () => {
      const root = document.getElementById('root');
      if (!root) return;
      w.keelSamples += 1;
      if (root.getBoundingClientRect().height < 1 || (root.innerText ?? '').trim() === '') {
        if (!root.querySelector('[aria-busy="true"], [role="progressbar"]')) {
          w.keelBlank.push(Math.round(performance.now()));
        }
      }
    };
    document.addEventListener('DOMContentLoaded', () => {
      sample();
      window.setInterval(sample, 100);
    });
  });
}

const blankSamples = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { keelBlank: number[]; keelSamples: number };
    return { blank: w.keelBlank, samples: w.keelSamples };
  });

// The service worker's precache runs in its own target, which the page's CDP session does not see
// (and the emulated link does not throttle): blocked, so the figures are what the app fetches.
test.use({ serviceWorkers: 'block' });

test('a new user on a satellite link: login page, then the dashboard, never a blank page', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await watchForBlankPage(page);
  const meter = await onSatelliteLink(page);

  let started = Date.now();
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible({ timeout: 120_000 });
  const loginPage = meter.transfer();
  const loginSeconds = (Date.now() - started) / 1000;

  meter.reset();
  await page.getByLabel('Email', { exact: true }).fill(DEMO_USERS.superintendent);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  started = Date.now();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening)/ }),
  ).toBeVisible({
    timeout: 120_000,
  });
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 60_000 });
  const dashboard = meter.transfer();
  const dashboardSeconds = (Date.now() - started) / 1000;

  const total = { ...dashboard, bytes: loginPage.bytes + dashboard.bytes };
  process.stdout.write(
    [
      '',
      'Satellite link (256 kbit/s down, 64 kbit/s up, 700 ms), cold cache:',
      `  ${figureLine('login page shown', loginPage, loginSeconds)}`,
      `  ${figureLine('login → dashboard', dashboard, dashboardSeconds)}`,
      `  total: ${(total.bytes / 1000).toFixed(1)} kB, ${(loginSeconds + dashboardSeconds).toFixed(1)} s`,
      '',
    ].join('\n'),
  );

  const { blank, samples } = await blankSamples(page);
  expect(samples, 'the page was sampled while it loaded').toBeGreaterThan(10);
  expect(blank, 'times (ms) when the page drew nothing, not even a skeleton').toEqual([]);
  expect(loginPage.requests + dashboard.requests, 'requests counted through CDP').toBeGreaterThan(5);
});
