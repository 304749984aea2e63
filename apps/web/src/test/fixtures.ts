import type { CompanyConfig, PurchaseOrderSummary, Role, User } from '@keel/domain';

export const SHIP_A = {
  id: '5b0e3c1a-8f2d-4a6b-9c3e-1d2f3a4b5c6d',
  name: 'Keel Aurora',
  imo: '9700043',
  family: 'Ultramax bulk carriers',
};
export const SHIP_B = {
  id: '6c1f4d2b-9a3e-4b7c-8d4f-2e3a4b5c6d7e',
  name: 'Keel Dorado',
  imo: '9700079',
  family: null,
};

export const ROLE: Role = {
  id: '7d2a5e3c-0b4f-4c8d-9e5a-3f4b5c6d7e8f',
  name: 'Purchaser',
  description: 'Buys for the fleet',
  sidebar: ['dashboard', 'purchasing.requisition'],
  actions: ['get_quotes'],
  userCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  version: 1,
};

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: '8e3b6f4d-1c5a-4d9e-8f6b-4a5c6d7e8f90',
    name: 'Priya Nair',
    email: 'purchaser@keel.demo',
    isAdmin: false,
    active: true,
    jobTitle: 'Purchaser',
    lastLoginAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 1,
    assignments: [{ roleId: ROLE.id, shipId: null, roleName: ROLE.name, shipName: null }],
    ...overrides,
  };
}

export const CONFIG: CompanyConfig = {
  companyName: 'Test Shipping',
  baseCurrency: 'USD',
  invoiceAddress: '',
  shipFamilies: [{ name: 'Ultramax bulk carriers', shipIds: [SHIP_A.id] }],
  vatId: null,
  billTolerancePercent: null,
  billToleranceAbsolute: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 4,
};

/** A list answer. */
export const pageOf = <T>(data: T[], offset = 0, limit = 25) => ({
  data,
  page: { total: data.length, offset, limit },
});

/** A draft purchase order of Keel Aurora as the list shows it. */
export const PO_SUMMARY: PurchaseOrderSummary = {
  id: '4d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a',
  number: 'PO-2026-00042',
  revision: 1,
  shipId: SHIP_A.id,
  shipName: SHIP_A.name,
  vendorId: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
  vendorName: 'Nordsea Marine Supply BV',
  state: 'DRAFT',
  currency: 'EUR',
  total: '1234.50',
  baseCurrency: 'USD',
  totalBase: '1340.00',
  lineCount: 1,
  urgent: false,
  supplyFrom: null,
  supplyTo: null,
  vendorResponse: null,
  createdByName: 'Priya Nair',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  version: 3,
};
