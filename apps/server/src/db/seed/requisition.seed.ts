import { and, eq } from 'drizzle-orm';
import { mulDecimal, roundMoney, sumDecimals, type RequisitionState } from '@keel/domain';
import type { Tx } from '../client';
import { allShips } from '../../modules/access/access.service';
import { recordAudit } from '../../modules/audit/audit.service';
import { expenseCategories } from '../../modules/purchasing/expense-category/expense-category.table';
import { nextRequisitionNumber } from '../../modules/purchasing/requisition/requisition.repo';
import { requisitionLines, requisitions } from '../../modules/purchasing/requisition/requisition.table';
import {
  DEMO_REQUISITION_PORTS,
  DEMO_REQUISITIONS,
  DEMO_SEND_BACK_REASONS,
  type DemoRequisition,
} from './requisition.seed-data';

const SYSTEM = { id: null, name: 'Demo data' };
const DAY = 24 * 60 * 60 * 1000;
const RAISED_BY = ['Capt. Jonas Eriksen', 'C/E Tomasz Nowak', 'C/O Liam Walsh', 'Cook Arnel Santos'];
const MODERATOR = 'Sven Lindqvist';

/** What a demo requisition goes through: its final state, whether it was sent back, its priority. */
interface Plan {
  state: RequisitionState;
  sentBack: boolean;
  priority: 0 | 1;
}

/**
 * The five requisitions of the ship at `shipIndex`: a draft, a submitted one, two approved ones and one
 * that was sent back, cancelled or approved by turns; about a third urgent, so every state shows one.
 */
export function demoRequisitionPlan(shipIndex: number): Plan[] {
  const urgent = (k: number): 0 | 1 => ((shipIndex + k) % 3 === 0 ? 1 : 0);
  const last = shipIndex % 3;
  return [
    { state: 'DRAFT', sentBack: false, priority: urgent(0) },
    { state: 'SUBMITTED', sentBack: false, priority: urgent(1) },
    { state: 'APPROVED', sentBack: false, priority: urgent(2) },
    { state: 'APPROVED', sentBack: false, priority: urgent(3) },
    {
      state: last === 0 ? 'DRAFT' : last === 1 ? 'CANCELLED' : 'APPROVED',
      sentBack: last === 0,
      priority: shipIndex % 2 === 0 ? 1 : 0,
    },
  ];
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

async function seedOne(
  tx: Tx,
  ship: { id: string; name: string },
  shipIndex: number,
  k: number,
  template: DemoRequisition,
  plan: Plan,
  categoryId: string | null,
): Promise<void> {
  const [existing] = await tx
    .select({ id: requisitions.id })
    .from(requisitions)
    .where(and(eq(requisitions.shipId, ship.id), eq(requisitions.title, template.title)))
    .limit(1);
  if (existing) return;
  const now = Date.now();
  const startOfYear = Date.UTC(new Date(now).getUTCFullYear(), 0, 1, 8);
  const created = new Date(Math.max(startOfYear + k * DAY, now - (40 - k * 7 + shipIndex) * DAY));
  const later = (days: number) => new Date(Math.min(now, created.getTime() + days * DAY));
  const estimate = roundMoney(sumDecimals(template.lines.map((l) => mulDecimal(l.quantity, l.price))), 'USD');
  const approved = plan.state === 'APPROVED' || plan.state === 'CANCELLED';
  const number = await nextRequisitionNumber(tx, created.getUTCFullYear());
  const [row] = await tx
    .insert(requisitions)
    .values({
      number,
      shipId: ship.id,
      title: template.title,
      department: template.department,
      priority: plan.priority,
      requiredBy: isoDate(new Date(created.getTime() + (plan.priority ? 10 : 35) * DAY)),
      deliveryPort: DEMO_REQUISITION_PORTS[shipIndex % DEMO_REQUISITION_PORTS.length] ?? null,
      categoryId,
      state: plan.state,
      sentBackReason: plan.sentBack
        ? DEMO_SEND_BACK_REASONS[shipIndex % DEMO_SEND_BACK_REASONS.length]!
        : null,
      cancelReason: plan.state === 'CANCELLED' ? 'Parts taken from the sister ship’s surplus stock.' : null,
      remarks: template.remarks,
      estimatedAmount: estimate,
      currency: 'USD',
      createdByName: RAISED_BY[(shipIndex + k) % RAISED_BY.length]!,
      submittedAt: plan.state === 'DRAFT' && !plan.sentBack ? null : later(1),
      approvedAt: approved ? later(2) : null,
      approvedByName: approved ? MODERATOR : null,
      createdAt: created,
      updatedAt: later(2),
    })
    .returning({ id: requisitions.id });
  const id = row!.id;
  await tx.insert(requisitionLines).values(
    template.lines.map((l, i) => ({
      requisitionId: id,
      position: i + 1,
      description: l.description,
      impaCode: l.impaCode ?? null,
      makerPartNumber: l.makerPartNumber ?? null,
      maker: l.maker ?? null,
      quantity: l.quantity,
      unit: l.unit,
      remarks: l.remarks ?? '',
      estimatedUnitPrice: l.price,
      cancelledQuantity: plan.state === 'CANCELLED' ? l.quantity : '0',
    })),
  );
  const audit = (action: string, from: string | null, to: string, extra: object = {}) =>
    recordAudit(tx, SYSTEM, {
      action,
      entity: 'requisition',
      entityId: id,
      shipId: ship.id,
      before: from ? { state: from } : undefined,
      after: { state: to, ...extra },
    });
  await audit('create', null, 'DRAFT', { number, title: template.title });
  if (plan.state === 'DRAFT' && !plan.sentBack) return;
  await audit('submit', 'DRAFT', 'SUBMITTED');
  if (plan.sentBack) {
    await audit('send_back', 'SUBMITTED', 'DRAFT', { sentBackReason: DEMO_SEND_BACK_REASONS[shipIndex % 2] });
    return;
  }
  if (plan.state === 'SUBMITTED') return;
  await audit('approve', 'SUBMITTED', 'APPROVED');
  if (plan.state === 'CANCELLED') await audit('cancel', 'APPROVED', 'CANCELLED');
}

/**
 * Demo requisitions: five per ship (spares for engine, deck, galley and safety with IMPA codes or maker
 * part numbers and estimated USD prices), in DRAFT (one sent back), SUBMITTED, APPROVED and CANCELLED,
 * about a third urgent, booked on the main expense categories that have budgets. Idempotent: a ship's
 * requisition with the same title is left as it is. The RFQ and purchase-order seeders build on the
 * APPROVED ones.
 */
export async function seedRequisitions(tx: Tx): Promise<void> {
  const ships = await allShips(tx);
  const categories = await tx
    .select({ id: expenseCategories.id, code: expenseCategories.code })
    .from(expenseCategories);
  const categoryId = (code: string) => categories.find((c) => c.code === code)?.id ?? null;
  for (const [shipIndex, ship] of ships.entries()) {
    const plans = demoRequisitionPlan(shipIndex);
    for (const [k, plan] of plans.entries()) {
      const template = DEMO_REQUISITIONS[(shipIndex + k) % DEMO_REQUISITIONS.length]!;
      await seedOne(tx, ship, shipIndex, k, template, plan, categoryId(template.category));
    }
  }
}
