import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { MapSettings } from '@keel/domain';
import { ThemeProvider } from '../../../app/theme/ThemeProvider';
import { json, signIn, stubApi } from '../../../test/helpers';
import { CompanyTileSettings } from './CompanyTileSettings';

const SETTINGS: MapSettings = {
  tileUrlTemplate: '',
  tileAttribution: '',
  trackRetentionYears: 5,
  version: 2,
  updatedAt: '2026-11-26T04:00:00.000Z',
  updatedByName: 'Admin',
};

function renderSettings(isAdmin: boolean, put: Parameters<typeof stubApi>[0][string]) {
  signIn();
  const calls = stubApi({ 'PUT /map/settings': put });
  const client = new QueryClient({ defaultOptions: { mutations: { retry: 0 } } });
  render(
    <ThemeProvider>
      <QueryClientProvider client={client}>
        <CompanyTileSettings settings={SETTINGS} isAdmin={isAdmin} onSaved={() => undefined} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return calls;
}

describe('company map settings', () => {
  it('edits how many years tracks are kept: checked before sending, saved with the version', async () => {
    const user = userEvent.setup();
    const calls = renderSettings(true, ({ init }) =>
      json({ data: { ...SETTINGS, ...JSON.parse(String(init.body)), version: 3 } }),
    );
    const years = screen.getByRole('textbox', { name: 'Keep tracks (years)' });
    expect(years).toHaveValue('5');
    await user.clear(years);
    await user.type(years, '0');
    await user.click(screen.getByRole('button', { name: 'Save for the company' }));
    expect(await screen.findByText('Track retention must be at least 1 year')).toBeInTheDocument();
    expect(calls.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await user.clear(years);
    await user.type(years, '3');
    expect(screen.queryByText('Track retention must be at least 1 year')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save for the company' }));
    await screen.findByRole('button', { name: 'Save for the company' });
    await expect.poll(() => calls.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    expect(calls.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      tileUrlTemplate: '',
      tileAttribution: '',
      trackRetentionYears: 3,
      version: 2,
    });
  });

  it('shows the server’s refusal under the field', async () => {
    const user = userEvent.setup();
    renderSettings(true, () =>
      json(
        {
          message: 'trackRetentionYears: Track retention must be at most 50 years',
          details: [{ field: 'trackRetentionYears', message: 'Track retention must be at most 50 years' }],
        },
        400,
      ),
    );
    // The browser's copy of the schema takes 9; the server (say, a lower limit there) refuses it.
    const years = screen.getByRole('textbox', { name: 'Keep tracks (years)' });
    await user.clear(years);
    await user.type(years, '9');
    await user.click(screen.getByRole('button', { name: 'Save for the company' }));
    expect(await screen.findByText('Track retention must be at most 50 years')).toBeInTheDocument();
  });

  it('tells others how far back tracks go', () => {
    renderSettings(false, () => json({}, 500));
    expect(screen.getByText('Ship tracks go back 5 years.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Keep tracks (years)' })).not.toBeInTheDocument();
  });
});
