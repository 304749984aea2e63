import { describe, expect, it } from 'vitest';
import { createBunkerSupplierSchema, createCustomerSchema, FUEL_GRADES } from '@keel/domain';
import { DEMO_BUNKER_SUPPLIERS } from './bunker-supplier.seed-data';
import { DEMO_CUSTOMERS } from './customer.seed';

describe('demo bunker suppliers and customers', () => {
  it('pass the same validation as the API', () => {
    for (const s of DEMO_BUNKER_SUPPLIERS) {
      const result = createBunkerSupplierSchema.safeParse({
        ...s,
        ports: s.ports.map(({ locode, portName }) => ({ locode, portName })),
      });
      expect(result.error?.issues ?? [], s.name).toEqual([]);
      for (const port of s.ports)
        for (const grade of Object.keys(port.prices)) expect(FUEL_GRADES).toContain(grade);
    }
    for (const { contacts, active: _active, ...c } of DEMO_CUSTOMERS) {
      const result = createCustomerSchema.safeParse({ ...c, contacts });
      expect(result.error?.issues ?? [], c.name).toEqual([]);
      expect(result.data?.taxId, c.name).toBe(c.taxId);
    }
  });

  it('cover the main bunkering hubs with twelve suppliers and eight customers', () => {
    expect(DEMO_BUNKER_SUPPLIERS).toHaveLength(12);
    expect(DEMO_CUSTOMERS).toHaveLength(8);
    const ports = new Set(DEMO_BUNKER_SUPPLIERS.flatMap((s) => s.ports.map((p) => p.locode)));
    for (const hub of [
      'SGSIN',
      'NLRTM',
      'AEFJR',
      'GIGIB',
      'USHOU',
      'KRPUS',
      'ESALG',
      'PAPTY',
      'ESLPA',
      'BEANR',
    ])
      expect(ports).toContain(hub);
  });
});
