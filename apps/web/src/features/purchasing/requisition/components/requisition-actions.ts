import {
  can,
  ORDERABLE_REQUISITION_STATES,
  isPositiveDecimal,
  requisitionMachine,
  type Access,
  type RequisitionDetail,
} from '@keel/domain';

/** The buttons of a requisition's page. */
export type RequisitionAction =
  'edit' | 'submit' | 'approve' | 'sendBack' | 'requestQuotations' | 'cancel' | 'close';

const QUOTABLE = ['APPROVED', 'IN_RFQ'] as const;

/**
 * The actions the user may take on the requisition now, by its state (domain machine) and the user's
 * actions on its ship (`can`, spec §6): edit a draft (anyone who sees it), submit and close
 * (manage_req_status), approve and send back (moderate_requisition), request quotations
 * (requesting_for_quotation) and cancel what is not ordered yet (cancel_requisition).
 */
export function availableActions(r: RequisitionDetail, access: Access): RequisitionAction[] {
  const on = { shipId: r.shipId };
  const allowed = (event: keyof typeof requisitionMachine.transitions) => {
    const spec = requisitionMachine.transitions[event];
    return spec.from.includes(r.state) && (!spec.action || can(access, [spec.action], on));
  };
  const actions: RequisitionAction[] = [];
  if (r.state === 'DRAFT') actions.push('edit');
  if (allowed('submit')) actions.push('submit');
  if (allowed('approve')) actions.push('approve');
  if (allowed('sendBack')) actions.push('sendBack');
  if ((QUOTABLE as readonly string[]).includes(r.state) && can(access, ['requesting_for_quotation'], on))
    actions.push('requestQuotations');
  const unordered = r.lines.some((l) => isPositiveDecimal(l.openQuantity));
  const cancellable =
    requisitionMachine.transitions.cancel.from.includes(r.state) ||
    (ORDERABLE_REQUISITION_STATES.includes(r.state) && unordered);
  if (cancellable && can(access, ['cancel_requisition'], on)) actions.push('cancel');
  if (allowed('close')) actions.push('close');
  return actions;
}

/** Whether anything of the requisition is ordered yet (cancel then only takes the remainder). */
export const anythingOrdered = (r: RequisitionDetail) =>
  r.lines.some((l) => isPositiveDecimal(l.orderedQuantity));
