import { describe, expect, it } from 'vitest';
import { applyStockMovement, isBelowMinimum, suggestedReorderQuantity } from './spare-part-stock';
import { createSparePartSchema, isImpaCode } from './spare-part.schema';
import { stockAdjustmentSchema } from './spare-part-stock.schema';

describe('stock ledger', () => {
  it('adds receipts and transfers in, takes uses and transfers out', () => {
    expect(applyStockMovement('2', 'receipt', '3.5')).toEqual({ ok: true, change: '3.5', balance: '5.5' });
    expect(applyStockMovement('2', 'transfer_in', '1')).toMatchObject({ balance: '3' });
    expect(applyStockMovement('5', 'use', '2')).toEqual({ ok: true, change: '-2', balance: '3' });
    expect(applyStockMovement('5', 'transfer_out', '5')).toMatchObject({ ok: true, balance: '0' });
  });

  it('never goes below zero and says what is held', () => {
    expect(applyStockMovement('2', 'use', '3', 'pcs')).toEqual({
      ok: false,
      message: 'only 2 pcs in stock, 3 asked',
    });
    expect(applyStockMovement('0', 'transfer_out', '0.0001').ok).toBe(false);
    expect(applyStockMovement('1', 'use', '0').ok).toBe(false);
  });

  it('an adjustment sets the counted figure; the same figure changes nothing', () => {
    expect(applyStockMovement('7', 'adjustment', '4')).toEqual({ ok: true, change: '-3', balance: '4' });
    expect(applyStockMovement('4', 'adjustment', '6')).toMatchObject({ change: '2', balance: '6' });
    expect(applyStockMovement('4', 'adjustment', '4', 'set')).toEqual({
      ok: false,
      message: 'the stock is already 4 set',
    });
    expect(applyStockMovement('4', 'adjustment', '-1').ok).toBe(false);
  });

  it('flags below minimum and suggests refilling to twice the minimum', () => {
    expect(isBelowMinimum('1', '2')).toBe(true);
    expect(isBelowMinimum('2', '2')).toBe(false);
    expect(isBelowMinimum('0', '0')).toBe(false);
    expect(suggestedReorderQuantity('1', '4')).toBe('7');
    expect(suggestedReorderQuantity('4', '4')).toBe('0');
  });
});

const SHIP = '5b0e3c1a-8f2d-4a6b-9c3e-1d2f3a4b5c6d';
const CATALOGUE = '0c8f3b1e-2a4d-4e6f-8a1b-3c5d7e9f1a2b';

describe('spare part contracts', () => {
  const base = { partNumber: 'K98-0412', name: 'O-ring', partType: 0, unit: 'pcs', minimumStock: '4' };

  it('checks IMPA codes', () => {
    expect(isImpaCode('232001')).toBe(true);
    expect(isImpaCode('23200')).toBe(false);
    expect(isImpaCode('990001')).toBe(false);
    const bad = createSparePartSchema.safeParse({ ...base, shipId: SHIP, impaCode: '12AB56' });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['impaCode'] });
  });

  it('needs exactly one of ship and catalogue, and a known part type', () => {
    expect(createSparePartSchema.safeParse(base).error?.issues[0]?.path).toEqual(['shipId']);
    const both = { ...base, shipId: SHIP, catalogueId: CATALOGUE };
    expect(createSparePartSchema.safeParse(both).success).toBe(false);
    const type = createSparePartSchema.safeParse({ ...base, shipId: SHIP, partType: 3 });
    expect(type.error?.issues[0]?.message).toContain('Compatible');
  });

  it('an adjustment needs a reason', () => {
    const r = stockAdjustmentSchema.safeParse({ version: 1, countedQuantity: '3', reason: ' ' });
    expect(r.error?.issues[0]?.path).toEqual(['reason']);
  });
});
