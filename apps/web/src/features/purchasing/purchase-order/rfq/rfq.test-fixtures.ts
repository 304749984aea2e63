import type { RfqDetail, Vendor } from '@keel/domain';
import { SHIP_A } from '../../../../test/fixtures';

/** An active vendor for the pickers. */
export function vendorOf(id: string, name: string, code: string): Vendor {
  return {
    id,
    name,
    code,
    categories: [],
    ports: [],
    addressLines: [],
    city: 'Rotterdam',
    postalCode: null,
    country: 'NL',
    currency: 'EUR',
    paymentTermsDays: 30,
    email: `${code.toLowerCase()}@example.com`,
    phone: null,
    rating: null,
    notes: '',
    active: true,
    contacts: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 1,
  };
}

/** Three vendors whose names all contain "Marine". */
export const VENDORS = [
  vendorOf('0a000000-0000-4000-8000-000000000001', 'Alpha Marine', 'ALP'),
  vendorOf('0a000000-0000-4000-8000-000000000002', 'Beta Marine', 'BET'),
  vendorOf('0a000000-0000-4000-8000-000000000003', 'Gamma Marine', 'GAM'),
];

/** A sent RFQ to Alpha Marine with one submitted quote. */
export const SENT_RFQ: RfqDetail = {
  id: '8d0e3c1a-8f2d-4a6b-9c3e-1d2f3a4b5c6d',
  number: 'RFQ-2026-00042',
  shipId: SHIP_A.id,
  shipName: SHIP_A.name,
  state: 'SENT',
  deadline: '2099-12-01T12:00:00.000Z',
  currency: 'USD',
  deliveryPort: 'NLRTM',
  deliveryFrom: null,
  deliveryTo: null,
  requisitionNumbers: ['REQ-2026-00007'],
  urgent: false,
  invited: 1,
  viewed: 0,
  quoted: 1,
  declined: 0,
  createdAt: '2026-11-20T08:00:00.000Z',
  createdByName: 'Priya Nair',
  sentAt: '2026-11-20T08:05:00.000Z',
  version: 2,
  notes: '',
  cancelledAt: null,
  awardedAt: null,
  requisitions: [{ id: '7c0e3c1a-8f2d-4a6b-9c3e-1d2f3a4b5c6d', number: 'REQ-2026-00007' }],
  lines: [],
  invitations: [
    {
      id: '9e000000-0000-4000-8000-000000000001',
      vendorId: VENDORS[0]!.id,
      vendorName: 'Alpha Marine',
      vendorCode: 'ALP',
      vendorEmail: 'alp@example.com',
      state: 'QUOTED',
      linkState: 'active',
      sentAt: '2026-11-20T08:05:00.000Z',
      viewedAt: '2026-11-20T09:00:00.000Z',
      declinedAt: null,
      declineReason: null,
      tokenExpiresAt: '2099-12-31T12:00:00.000Z',
      revokedAt: null,
      currentRevision: 2,
      submittedAt: '2026-11-21T10:00:00.000Z',
      hasDraft: false,
      version: 3,
    },
  ],
  purchaseOrders: [],
};
