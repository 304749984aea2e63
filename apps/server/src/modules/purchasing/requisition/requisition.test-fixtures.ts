import type { CreateRequisitionInput, RequisitionDetail } from '@keel/domain';
import { dataOf } from '../../../test/fixtures';
import type { TestSession } from '../../../test/test-app';

/** A valid requisition body for a ship: two lines, one by IMPA code and one by maker part number. */
export function requisitionBody(
  shipId: string,
  overrides: Partial<CreateRequisitionInput> = {},
): CreateRequisitionInput {
  return {
    shipId,
    title: 'Main engine overhaul spares',
    department: 'engine',
    priority: 0,
    requiredBy: '2031-03-15',
    deliveryPort: 'NLRTM',
    currency: 'USD',
    remarks: 'For the unit 2 overhaul',
    lines: [
      {
        description: 'Gasket, cylinder cover',
        impaCode: '651101',
        quantity: '4',
        unit: 'pcs',
        estimatedUnitPrice: '25',
      },
      {
        description: 'Fuel valve nozzle',
        makerPartNumber: '90910-0789',
        maker: 'MAN Energy Solutions',
        quantity: '6',
        unit: 'pcs',
        estimatedUnitPrice: '410.00',
      },
    ],
    ...overrides,
  };
}

/** Creates a requisition through the API. */
export async function createRequisition(
  session: TestSession,
  shipId: string,
  overrides: Partial<CreateRequisitionInput> = {},
): Promise<RequisitionDetail> {
  return dataOf<RequisitionDetail>(
    await session.post('/purchasing/requisitions', requisitionBody(shipId, overrides)),
  );
}

/** Posts a transition with the record's version and returns the answer. */
export function act(
  session: TestSession,
  r: { id: string; version: number },
  action: 'submit' | 'approve' | 'close' | 'send-back' | 'cancel',
  extra: Record<string, unknown> = {},
) {
  return session.post(`/purchasing/requisitions/${r.id}/${action}`, { version: r.version, ...extra });
}

/** Creates a requisition and takes it through submit and approve (superintendent-like `moderator`). */
export async function approvedRequisition(
  raiser: TestSession,
  moderator: TestSession,
  shipId: string,
  overrides: Partial<CreateRequisitionInput> = {},
): Promise<RequisitionDetail> {
  const draft = await createRequisition(raiser, shipId, overrides);
  const submitted = dataOf<RequisitionDetail>(await act(raiser, draft, 'submit'));
  return dataOf<RequisitionDetail>(await act(moderator, submitted, 'approve'));
}
