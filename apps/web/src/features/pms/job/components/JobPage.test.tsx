import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JobDetail } from '@keel/domain';
import { MASTER, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';
import { SHIP_A } from '../../../../test/fixtures';
import { JOB } from './job.test-fixtures';

const TEMPLATE_GONE = /Its catalogue job template was deleted/;

function openJob(job: JobDetail) {
  signIn(MASTER);
  stubApi({
    ...accessHandlers(['dashboard', 'PMS.jobs']),
    'GET /access/actions/me/': () => json({ data: [{ ship_id: SHIP_A.id, actions: ['job_read'] }] }),
    [`GET /pms/jobs/${job.id}`]: () => json({ data: job }),
  });
  renderApp(`/PMS/job/${job.id}`);
}

describe('the job page', () => {
  it("says when the job's catalogue template was deleted (a copy kept with its history)", async () => {
    openJob({ ...JOB, templateDeleted: true });
    expect(await screen.findByText('Third Engineer', {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(JOB.title);
    expect(screen.getByText(TEMPLATE_GONE)).toBeVisible();
    // Rank 8 in the spec's words; a job_read user gets no buttons.
    expect(screen.queryByRole('button', { name: 'Complete' })).toBeNull();
  });

  it('says nothing of a template for a job that follows its catalogue', async () => {
    openJob(JOB);
    expect(await screen.findByText('Third Engineer', {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(JOB.title);
    expect(screen.queryByText(TEMPLATE_GONE)).toBeNull();
  });
});
