import {
  allowedEvents,
  can,
  purchaseOrderMachine,
  type Access,
  type PurchaseOrderDetail,
} from '@keel/domain';

/** A button of the order panel. */
export type PoActionKey =
  | 'edit'
  | 'submit'
  | 'approve'
  | 'sendBack'
  | 'send'
  | 'confirmForVendor'
  | 'declineForVendor'
  | 'revert'
  | 'cancel';

/** One available action, with why it is disabled when it is shown but cannot be used. */
export interface PoAction {
  key: PoActionKey;
  disabledReason?: string;
}

/**
 * The actions the user may take on an order now: the state machine's events for its state, the user's
 * actions of spec §6 on the order's ship, and the rules the server checks too (the creator cannot
 * approve, nobody approves twice, cancel only while nothing is delivered or billed).
 */
export function availablePoActions(
  po: PurchaseOrderDetail,
  access: Access,
  userId: string | null,
): PoAction[] {
  const on = (action: Parameters<typeof can>[1][number]) => can(access, [action], { shipId: po.shipId });
  const events = new Set(allowedEvents(purchaseOrderMachine, po.state));
  const out: PoAction[] = [];
  const editable = ['DRAFT', 'PENDING_APPROVAL', 'APPROVED'].includes(po.state);
  if (editable && on('create_purchase_order')) out.push({ key: 'edit' });
  if (events.has('submit') && on('create_purchase_order')) out.push({ key: 'submit' });
  if (events.has('approve') && on('approve_purchase_order')) {
    const own = userId !== null && po.createdById === userId;
    const already = po.approvals.some((a) => a.approverId === userId);
    out.push({
      key: 'approve',
      ...(own ? { disabledReason: 'You created this order; someone else must approve it' } : {}),
      ...(already ? { disabledReason: 'You have already approved this order' } : {}),
    });
  }
  if (events.has('sendBack') && on('approve_purchase_order')) out.push({ key: 'sendBack' });
  if (events.has('send') && on('create_purchase_order')) out.push({ key: 'send' });
  if (events.has('confirm') && on('vendor_action'))
    out.push({ key: 'confirmForVendor' }, { key: 'declineForVendor' });
  if (events.has('revert') && on('revert_purchase_order'))
    out.push(
      po.delivered
        ? { key: 'revert', disabledReason: 'Goods were delivered against this order' }
        : { key: 'revert' },
    );
  if (events.has('cancel') && on('cancel_purchase_order'))
    out.push(
      po.delivered || po.billed
        ? { key: 'cancel', disabledReason: 'Goods were delivered or billed against this order' }
        : { key: 'cancel' },
    );
  return out;
}
