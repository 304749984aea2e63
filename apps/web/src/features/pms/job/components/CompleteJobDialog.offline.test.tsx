import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { outbox } from '../../../../lib/offline-queue';
import { MASTER, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';
import { SHIP_A } from '../../../../test/fixtures';
import { JOB } from './job.test-fixtures';

/**
 * At sea (issue 14): a job completion entered without a connection is kept on the device, shown on the job
 * page as pending, and sent once — with its Idempotency-Key — when the link is back.
 */
describe('a job completion entered without a connection', () => {
  it('waits on the device, shows as pending, and is sent once when the link is back', async () => {
    signIn(MASTER);
    const state = { fail: true, posts: [] as { key: string; body: Record<string, unknown> }[] };
    stubApi({
      ...accessHandlers(['dashboard', 'PMS.jobs']),
      'GET /access/actions/me/': () =>
        json({ data: [{ ship_id: SHIP_A.id, actions: ['job_read', 'job_management'] }] }),
      [`GET /pms/jobs/${JOB.id}`]: () => json({ data: JOB }),
      'GET /pms/spare-parts': () => json({ data: [], page: { total: 0, offset: 0, limit: 200 } }),
      [`POST /pms/jobs/${JOB.id}/complete`]: ({ headers, init }) => {
        if (state.fail) return Promise.reject(new TypeError('Failed to fetch'));
        state.posts.push({ key: headers['idempotency-key']!, body: JSON.parse(String(init.body)) });
        return json({ data: { ...JOB, state: 'DONE', version: 5, nextDueOn: '2026-12-26' } });
      },
    });
    await outbox.setUser(MASTER.id);
    const user = userEvent.setup();
    renderApp(`/PMS/job/${JOB.id}`);
    await user.click(await screen.findByRole('button', { name: 'Complete' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: `Complete: ${JOB.title}` });
    await user.click(within(dialog).getByRole('textbox', { name: /Work done/ }));
    await user.paste('Pump run 15 min, 9.5 bar at the highest hydrant');
    await user.click(within(dialog).getByRole('button', { name: 'Record completion' }));

    const pending = await screen.findByRole('alert', { name: 'Pending completions' }, { timeout: 30_000 });
    expect(pending).toHaveTextContent(`Job done: ${JOB.title}`);
    expect(pending).toHaveTextContent('1 completion entered on this device, not yet saved on the server');
    expect(state.posts).toHaveLength(0);

    state.fail = false;
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(state.posts).toHaveLength(1), { timeout: 20_000 });
    await waitFor(() => expect(outbox.getEntries()).toEqual([]));
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Pending completions' })).toBeNull());
    expect(state.posts[0]!.body).toMatchObject({
      version: 4,
      workDone: 'Pump run 15 min, 9.5 bar at the highest hydrant',
    });
    expect(state.posts[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    // Another online event sends nothing more.
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(state.posts).toHaveLength(1);
    online.mockRestore();
  }, 90_000);
});
