import { describe, expect, it } from 'vitest';
import { buildAccess } from '../permissions/can';
import { canOpenRecord } from './record-access';

const SHIP = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';

describe('canOpenRecord', () => {
  it('needs the area, the ship in scope and the detail action on that ship', () => {
    const buyer = buildAccess({
      isAdmin: false,
      sidebar: ['purchasing.purchase_order'],
      shipActions: [{ ship_id: SHIP, actions: ['get_purchase_orders'] }],
    });
    expect(canOpenRecord(buyer, 'purchase_order', SHIP)).toBe(true);
    expect(canOpenRecord(buyer, 'purchase_order', OTHER)).toBe(false);
    expect(canOpenRecord(buyer, 'rfq', SHIP)).toBe(false);
    expect(canOpenRecord(buyer, 'requisition', SHIP)).toBe(false);
  });

  it('refuses unknown entities, even to admins, and lets admins open every known one', () => {
    const admin = buildAccess({ isAdmin: true, sidebar: [], shipActions: [] });
    expect(canOpenRecord(admin, 'requisition', OTHER)).toBe(true);
    expect(canOpenRecord(admin, 'secret_thing', null)).toBe(false);
  });

  it('scopes area-only records to the ships of the user', () => {
    const master = buildAccess({
      isAdmin: false,
      sidebar: ['purchasing.requisition'],
      shipActions: [{ ship_id: SHIP, actions: [] }],
    });
    expect(canOpenRecord(master, 'requisition', SHIP)).toBe(true);
    expect(canOpenRecord(master, 'requisition', OTHER)).toBe(false);
  });
});
