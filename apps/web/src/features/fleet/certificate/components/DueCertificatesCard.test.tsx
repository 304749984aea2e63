import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CertificateDueItem } from '@keel/domain';
import { MASTER, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';
import { SHIP_A } from '../../../../test/fixtures';

const item: CertificateDueItem = {
  id: '11111111-1111-4111-8111-111111111111',
  shipId: SHIP_A.id,
  shipName: SHIP_A.name,
  typeCode: 'SOLAS_SR',
  name: 'Cargo Ship Safety Radio Certificate',
  number: 'SR-1',
  issuer: 'DNV AS',
  expiryDate: '2026-12-12',
  effectiveExpiry: '2026-12-12',
  daysToExpiry: 21,
  state: 'DUE',
};
const summary = { expired: 1, within30: 2, within60: 5, within90: 8 };

describe('dashboard: certificates falling due', () => {
  it('lists what falls due with the counts of 30/60/90 days and asks the server for another horizon', async () => {
    signIn(MASTER);
    const horizons: string[] = [];
    stubApi({
      ...accessHandlers(['dashboard', 'certificate.certificates']),
      'GET /certificates/due': ({ url }) => {
        horizons.push(url.searchParams.get('withinDays') ?? '');
        return json({ data: [item], page: { total: 1, offset: 0, limit: 6 }, summary });
      },
    });
    const user = userEvent.setup();
    renderApp('/');
    const list = await screen.findByRole(
      'list',
      { name: 'Certificates falling due within 30 days' },
      { timeout: 5000 },
    );
    expect(within(list).getByRole('link', { name: 'Safety Radio' })).toHaveAttribute(
      'href',
      `/certificate/${SHIP_A.id}?open=${item.id}`,
    );
    expect(within(list).getByText('2026/12/12 · 21 days left')).toBeInTheDocument();
    expect(screen.getByText('1 expired · 2 within 30 days')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '90 days (8)' }));
    await waitFor(() => expect(horizons).toContain('90'));
  });

  it('is not shown to a user without the certificates permission', async () => {
    signIn(MASTER);
    const { calls } = stubApi({ ...accessHandlers(['dashboard']) });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Your fleet' })).toBeInTheDocument();
    expect(screen.queryByText('Certificates falling due')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/certificates/due')).toBe(false);
  });
});
