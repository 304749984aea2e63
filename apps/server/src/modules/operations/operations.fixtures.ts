import type { Appliance, ApplianceTarget, ShipEvent, SidebarPermission } from '@keel/domain';
import type { TestApp, TestSession } from '../../test/test-app';
import { GOOD_PASSWORD, createRole, createUser, dataOf, unique } from '../../test/fixtures';

/** Every sidebar permission of the operations screens. */
export const OPERATIONS_SIDEBAR: SidebarPermission[] = [
  'event',
  'report.timeline',
  'appliance.versions',
  'appliance.manage',
];

/**
 * Signs in a new user holding `sidebar` on one ship only (the "wrong ship" case of the permission
 * matrix for a user who holds the area's permission).
 */
export async function loginScopedUser(
  t: TestApp,
  admin: TestSession,
  shipId: string,
  sidebar: SidebarPermission[] = OPERATIONS_SIDEBAR,
): Promise<TestSession> {
  const role = await createRole(admin, { name: unique('Ops'), sidebar: ['dashboard', ...sidebar] });
  const user = await createUser(admin, { assignments: [{ roleId: role.id, shipId }] });
  return t.login(user.email, GOOD_PASSWORD);
}

/** Creates an event through the API. */
export async function newEvent(
  session: TestSession,
  shipId: string,
  body: Record<string, unknown> = {},
): Promise<ShipEvent> {
  return dataOf<ShipEvent>(
    await session.post('/events/', {
      shipId,
      occurredAt: '2025-03-10T08:30:00Z',
      kind: 'drill',
      title: unique('Fire drill'),
      details: 'Scenario: engine room fire.',
      severity: 'info',
      ...body,
    }),
  );
}

/** Registers an appliance through the API. */
export async function newAppliance(
  session: TestSession,
  shipId: string,
  body: Record<string, unknown> = {},
): Promise<Appliance> {
  return dataOf<Appliance>(
    await session.post('/appliances/', {
      shipId,
      type: 'radar',
      name: unique('Radar'),
      maker: 'Test Maker',
      model: 'TM-1',
      serialNumber: 'SN-1',
      softwareName: 'Radar software',
      softwareVersion: '1.0.0',
      installedOn: '2024-01-15',
      installedBy: 'Maker service engineer',
      ...body,
    }),
  );
}

/** Creates a target through the API. */
export async function newTarget(
  session: TestSession,
  body: Record<string, unknown> = {},
): Promise<ApplianceTarget> {
  return dataOf<ApplianceTarget>(
    await session.post('/appliance-targets/', {
      type: 'autopilot',
      maker: unique('Maker'),
      targetVersion: '2.0',
      ...body,
    }),
  );
}

/** The audit rows of one record, newest first (read by an administrator). */
export async function auditOf(admin: TestSession, entity: string, entityId: string) {
  const response = await admin.get(`/audit/?entity=${entity}&entityId=${entityId}&limit=50`);
  return dataOf<
    { action: string; actorName: string | null; shipId: string | null; before: unknown; after: unknown }[]
  >(response);
}
