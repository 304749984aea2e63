import { describe, expect, it } from 'vitest';
import { isOpen, routeOf, shortOf, windowLabel } from './delivery-format';

describe('delivery format', () => {
  it('names the route, with the agent when goods go to one', () => {
    expect(routeOf({ fromParty: 'vendor', toParty: 'agent', agentName: 'Aegean Ship Agency SA' })).toBe(
      'Vendor → Agent (Aegean Ship Agency SA)',
    );
    expect(routeOf({ fromParty: 'agent', toParty: 'vessel', agentName: 'Aegean Ship Agency SA' })).toBe(
      'Agent → Vessel',
    );
  });

  it('shows what is short only after a receipt, never below zero', () => {
    expect(shortOf({ expectedQuantity: '12', receivedQuantity: null })).toBeNull();
    expect(shortOf({ expectedQuantity: '12', receivedQuantity: '11' })).toBe(1);
    expect(shortOf({ expectedQuantity: '12', receivedQuantity: '13' })).toBe(0);
  });

  it('formats supply windows as YYYY/MM/DD and knows which states are still on their way', () => {
    expect(windowLabel({ port: 'Rotterdam', fromDate: '2026-05-10', toDate: '2026-05-12' })).toBe(
      '2026/05/10 – 2026/05/12, Rotterdam',
    );
    expect(
      ['PLANNED', 'IN_TRANSIT', 'AT_AGENT', 'RECEIVED', 'PARTIAL', 'CANCELLED'].map((s) =>
        isOpen(s as never),
      ),
    ).toEqual([true, true, true, false, false, false]);
  });
});
