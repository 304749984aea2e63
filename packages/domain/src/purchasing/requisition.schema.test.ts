import { describe, expect, it } from 'vitest';
import {
  createRequisitionSchema,
  requisitionLineInputSchema,
  requisitionListQuerySchema,
  sendBackRequisitionSchema,
  updateRequisitionSchema,
} from './requisition.schema';

const SHIP = '11111111-1111-4111-8111-111111111111';
const line = { description: 'Gasket, cylinder cover', impaCode: '651101', quantity: '4', unit: 'pcs' };
const body = { shipId: SHIP, title: 'Main engine spares', department: 'engine', lines: [line] };

/** The messages of a failed parse by dotted path. */
function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  expect(result.success).toBe(false);
  return Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('requisition schemas', () => {
  it('accepts a minimal draft and fills defaults', () => {
    const parsed = createRequisitionSchema.parse(body);
    expect(parsed).toMatchObject({
      priority: 0,
      lines: [{ quantity: '4', unit: 'pcs', impaCode: '651101' }],
    });
  });

  it('turns blank optional fields into null and normalises the port', () => {
    const parsed = createRequisitionSchema.parse({
      ...body,
      priority: 1,
      requiredBy: '',
      deliveryPort: 'nl rtm',
      categoryId: '',
      lines: [{ ...line, impaCode: '', makerPartNumber: 'MAN-40198-21', remarks: ' ' }],
    });
    expect(parsed).toMatchObject({ priority: 1, requiredBy: null, deliveryPort: 'NLRTM', categoryId: null });
    expect(parsed.lines[0]).toMatchObject({ impaCode: null, makerPartNumber: 'MAN-40198-21', remarks: null });
  });

  it('names the field of each problem of a line', () => {
    const result = requisitionLineInputSchema.safeParse({ description: '', quantity: '', unit: 'bag' });
    expect(issues(result)).toEqual({
      description: 'description is required',
      quantity: 'quantity is required',
      unit: 'unit must be one of pcs, set, pair, box, pkt, roll, kg, ltr, m, m2, can, drum, sheet',
    });
  });

  it('requires an IMPA code or a maker part number, and a 6-digit IMPA code', () => {
    expect(issues(requisitionLineInputSchema.safeParse({ ...line, impaCode: null }))).toEqual({
      impaCode: 'impaCode or makerPartNumber is required: give the IMPA code or the maker part number',
    });
    expect(issues(requisitionLineInputSchema.safeParse({ ...line, impaCode: '65110' }))).toEqual({
      impaCode: 'impaCode must be a 6-digit IMPA code such as 232001',
    });
  });

  it('refuses zero, negative and malformed quantities', () => {
    expect(issues(requisitionLineInputSchema.safeParse({ ...line, quantity: '0' })).quantity).toBe(
      'quantity must be greater than 0',
    );
    expect(issues(requisitionLineInputSchema.safeParse({ ...line, quantity: '1,5' })).quantity).toBe(
      'quantity must be a decimal number such as 1234.56',
    );
  });

  it('asks for a currency when a line has an estimated price', () => {
    const result = createRequisitionSchema.safeParse({
      ...body,
      lines: [{ ...line, estimatedUnitPrice: '12.50' }],
    });
    expect(issues(result)).toEqual({ currency: 'currency is required when a line has an estimated price' });
    expect(
      createRequisitionSchema.safeParse({
        ...body,
        currency: 'USD',
        lines: [{ ...line, estimatedUnitPrice: '12.50' }],
      }).success,
    ).toBe(true);
  });

  it('names header problems: title, department, priority, lines, dates', () => {
    const result = createRequisitionSchema.safeParse({
      shipId: 'x',
      title: '',
      department: 'bridge',
      priority: 2,
      requiredBy: '2026-02-30',
      lines: [],
    });
    expect(Object.keys(issues(result)).sort()).toEqual(
      ['department', 'lines', 'priority', 'requiredBy', 'shipId', 'title'].sort(),
    );
  });

  it('needs the version on edits and a reason to send back', () => {
    const { shipId: _s, ...rest } = body;
    expect(issues(updateRequisitionSchema.safeParse(rest)).version).toBeDefined();
    expect(issues(sendBackRequisitionSchema.safeParse({ version: 2, reason: ' ' }))).toEqual({
      reason: 'reason is required: say what must change',
    });
  });

  it('reads list filters from the query string', () => {
    expect(
      requisitionListQuerySchema.parse({ priority: '1', state: 'APPROVED', department: 'deck' }),
    ).toMatchObject({
      priority: 1,
      state: 'APPROVED',
      department: 'deck',
      offset: 0,
      limit: 25,
    });
    expect(issues(requisitionListQuerySchema.safeParse({ priority: '3' })).priority).toBe(
      'priority must be 0 (normal) or 1 (urgent)',
    );
    expect(Object.keys(issues(requisitionListQuerySchema.safeParse({ state: 'OPEN' })))).toEqual(['state']);
  });
});
