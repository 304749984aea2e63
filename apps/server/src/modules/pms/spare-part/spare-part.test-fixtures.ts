import type { CreateSparePartInput, SparePart } from '@keel/domain';
import { createRole, createUser, dataOf, unique } from '../../../test/fixtures';
import type { TestApp, TestSession } from '../../../test/test-app';

/** A valid part body for a ship (a unique part number each call). */
export function sparePartBody(
  shipId: string,
  overrides: Partial<CreateSparePartInput> = {},
): CreateSparePartInput {
  return {
    shipId,
    partNumber: unique('K98-O').toUpperCase(),
    name: 'O-ring, cylinder liner lower',
    maker: 'MAN Energy Solutions',
    impaCode: '650201',
    partType: 0,
    unit: 'pcs',
    location: 'ER store, shelf B3',
    minimumStock: '6',
    ...overrides,
  };
}

/** Creates a part through the API. */
export async function createPart(
  session: TestSession,
  shipId: string,
  overrides: Partial<CreateSparePartInput> = {},
): Promise<SparePart> {
  return dataOf<SparePart>(await session.post('/pms/spare-parts', sparePartBody(shipId, overrides)));
}

/** A signed-in user with the PMS.catalogues sidebar and `actions` on one ship only. */
export async function pmsUserOnShip(t: TestApp, admin: TestSession, shipId: string, actions: string[]) {
  const role = await createRole(admin, {
    name: unique('PMS'),
    sidebar: ['PMS.catalogues'] as never,
    actions: actions as never,
  });
  const user = await createUser(admin, { assignments: [{ roleId: role.id, shipId }] });
  return t.login(user.email, 'correct-horse-battery');
}
