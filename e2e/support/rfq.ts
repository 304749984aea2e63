import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './env';

/** The auth headers of `user` for API calls (login through `POST /auth/`). */
export async function apiHeaders(request: APIRequestContext, user: DemoUser) {
  const response = await request.post('/api/v1/auth/', {
    data: { email: DEMO_USERS[user], password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  const { token, csrf } = ((await response.json()) as { data: { token: string; csrf: string } }).data;
  return { 'x-auth-token': token, 'x-csrf-token': csrf };
}

/** An approved requisition of Keel Aurora with two lines (purchaser raises, superintendent approves). */
export async function approvedAuroraRequisition(request: APIRequestContext): Promise<string> {
  const purchaser = await apiHeaders(request, 'purchaser');
  const superintendent = await apiHeaders(request, 'superintendent');
  const ships = (await (await request.get('/api/v1/access/ships/me/', { headers: purchaser })).json()) as {
    data: { id: string; name: string }[];
  };
  const aurora = ships.data.find((s) => s.name === 'Keel Aurora')!;
  const created = await request.post('/api/v1/purchasing/requisitions', {
    headers: purchaser,
    data: {
      shipId: aurora.id,
      title: `Purifier spares ${Date.now().toString(36)}`,
      department: 'engine',
      priority: 1,
      deliveryPort: 'NLRTM',
      lines: [
        { description: 'Purifier bowl gasket', makerPartNumber: 'ALF-5528', quantity: '4', unit: 'pcs' },
        { description: 'Purifier friction pad', makerPartNumber: 'ALF-1170', quantity: '2', unit: 'pcs' },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const requisition = ((await created.json()) as { data: { id: string; version: number } }).data;
  const submitted = await request.post(`/api/v1/purchasing/requisitions/${requisition.id}/submit`, {
    headers: purchaser,
    data: { version: requisition.version },
  });
  const { version } = ((await submitted.json()) as { data: { version: number } }).data;
  const approved = await request.post(`/api/v1/purchasing/requisitions/${requisition.id}/approve`, {
    headers: superintendent,
    data: { version },
  });
  expect(approved.status()).toBe(200);
  return requisition.id;
}
