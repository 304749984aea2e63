import type { PurchaseOrderState, VendorResponse } from '@keel/domain';

/** What a demo purchase order goes through. */
export interface DemoOrderPlan {
  state: PurchaseOrderState;
  /** Approvals given (by the superintendent, then the accountant). */
  approvals: number;
  vendorResponse?: VendorResponse;
  /** Reverted once: revision 2 with a frozen revision 1 in this state. */
  revertedFrom?: PurchaseOrderState;
  /** An extra line without a requisition (a large order that needs the higher tier). */
  extraLine?: {
    description: string;
    makerPartNumber: string;
    quantity: string;
    unit: string;
    priceUsd: string;
  };
  /** Lines of the requisition this order takes: the first, or the rest. */
  take: 'first' | 'rest';
  daysAgo: number;
}

/**
 * The demo orders in every state the purchase-order screens show (the delivery seeder takes the
 * confirmed ones on to PARTIALLY_DELIVERED / DELIVERED). The first DRAFT is small and created by the
 * purchaser, so the superintendent alone can approve it (the e2e flow).
 */
export const DEMO_ORDER_PLANS: DemoOrderPlan[] = [
  { state: 'DRAFT', approvals: 0, take: 'first', daysAgo: 2 },
  { state: 'PENDING_APPROVAL', approvals: 0, take: 'rest', daysAgo: 5 },
  {
    state: 'PENDING_APPROVAL',
    approvals: 1,
    take: 'first',
    daysAgo: 6,
    extraLine: {
      description: 'Governor actuator, electronic, exchange unit',
      makerPartNumber: 'EGB-35P-X',
      quantity: '1',
      unit: 'pcs',
      priceUsd: '11800.00',
    },
  },
  { state: 'APPROVED', approvals: 1, take: 'rest', daysAgo: 9 },
  { state: 'SENT', approvals: 1, take: 'first', daysAgo: 12 },
  { state: 'SENT', approvals: 1, vendorResponse: 'PROPOSED_DATE', take: 'rest', daysAgo: 14 },
  { state: 'CONFIRMED', approvals: 1, vendorResponse: 'CONFIRMED', take: 'first', daysAgo: 18 },
  { state: 'CONFIRMED', approvals: 1, vendorResponse: 'CONFIRMED', take: 'rest', daysAgo: 21 },
  { state: 'DECLINED', approvals: 1, vendorResponse: 'DECLINED', take: 'first', daysAgo: 24 },
  { state: 'CANCELLED', approvals: 0, take: 'rest', daysAgo: 27 },
  { state: 'PENDING_APPROVAL', approvals: 0, revertedFrom: 'SENT', take: 'first', daysAgo: 30 },
  { state: 'DRAFT', approvals: 0, take: 'rest', daysAgo: 3 },
];

/** Price factor per vendor (some are dearer than the estimate, some cheaper). */
export const VENDOR_PRICE_FACTORS = ['0.94', '1.02', '0.97', '1.08', '0.99', '1.05'];

/** Payment terms, notes and reasons of the demo. */
export const DEMO_TEXTS = {
  notes:
    'Deliver alongside with delivery note quoting the PO number. Packing: seaworthy, marked with ship name.',
  proposedNote: 'Two items ship from our Hamburg warehouse; earliest delivery alongside is one week later.',
  declineReason: 'Maker discontinued the part; no stock of the genuine item before February.',
  cancelReason: 'Parts obtained from the sister ship; order no longer needed.',
  revertReason: 'Quantity of item 1 corrected after the chief engineer’s stock check.',
  sentBack: 'Please attach the class approval for the alternative part before approval.',
} as const;
