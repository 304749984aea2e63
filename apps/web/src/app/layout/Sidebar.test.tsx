import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, MASTER, accessHandlers, json, renderApp, signIn, stubApi } from '../../test/helpers';

describe('sidebar', () => {
  it('shows only the areas the user may open, grouped', async () => {
    signIn(MASTER);
    stubApi({
      ...accessHandlers(['dashboard', 'users']),
      'GET /users/': () => json({ data: [], page: { total: 0, offset: 0, limit: 25 } }),
    });
    renderApp('/users');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Roles' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Company settings' })).not.toBeInTheDocument();
    expect(within(nav).getByText('Administration')).toBeInTheDocument();
  });

  it('shows company settings to administrators, and the company name in the top bar', async () => {
    signIn(ADMIN);
    stubApi(accessHandlers([]));
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Company settings' })).toBeInTheDocument();
    expect(await screen.findByText('Test Shipping')).toBeInTheDocument();
  });
});

describe('activeNavPath', () => {
  const item = (path: string) => ({ label: path, path, icon: () => null, group: null, description: '' });
  const items = [item('/'), item('/version'), item('/version/manage'), item('/fleet')];

  it('highlights the most specific entry only', async () => {
    const { activeNavPath } = await import('./Sidebar');
    expect(activeNavPath(items as never, '/version/manage')).toBe('/version/manage');
    expect(activeNavPath(items as never, '/version')).toBe('/version');
    expect(activeNavPath(items as never, '/fleet/12')).toBe('/fleet');
    expect(activeNavPath(items as never, '/')).toBe('/');
    expect(activeNavPath(items as never, '/nowhere')).toBeUndefined();
  });
});
