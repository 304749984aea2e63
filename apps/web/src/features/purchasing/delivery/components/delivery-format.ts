import type { Delivery, DeliveryState } from '@keel/domain';
import { formatDate } from '../../../../lib/format';

/** Labels of delivery states. */
export const STATE_LABEL: Record<DeliveryState, string> = {
  PLANNED: 'Planned',
  IN_TRANSIT: 'In transit',
  AT_AGENT: 'At agent',
  RECEIVED: 'Received',
  PARTIAL: 'Partially received',
  CANCELLED: 'Cancelled',
};

/** Chip colours of delivery states. */
export const STATE_COLOR: Record<
  DeliveryState,
  'default' | 'info' | 'warning' | 'success' | 'primary' | 'error'
> = {
  PLANNED: 'default',
  IN_TRANSIT: 'info',
  AT_AGENT: 'primary',
  RECEIVED: 'success',
  PARTIAL: 'warning',
  CANCELLED: 'error',
};

/** Labels of the parties. */
export const PARTY_LABEL: Record<string, string> = {
  vendor: 'Vendor',
  agent: 'Agent',
  office: 'Office',
  vessel: 'Vessel',
};

/** "Vendor → Agent (Antwerp Port Agency)". */
export function routeOf(d: Pick<Delivery, 'fromParty' | 'toParty' | 'agentName'>): string {
  const to = PARTY_LABEL[d.toParty] ?? d.toParty;
  const from = PARTY_LABEL[d.fromParty] ?? d.fromParty;
  return `${from} → ${to}${d.toParty === 'agent' && d.agentName ? ` (${d.agentName})` : ''}`;
}

/** Whether goods are still on their way (editable, cancellable, receivable). */
export const isOpen = (state: DeliveryState) =>
  state === 'PLANNED' || state === 'IN_TRANSIT' || state === 'AT_AGENT';

/** "2026/05/10 – 2026/05/12, Rotterdam". */
export function windowLabel(w: { port: string; fromDate: string; toDate: string }): string {
  return `${formatDate(w.fromDate)} – ${formatDate(w.toDate)}, ${w.port}`;
}

/** The quantity a line is short: expected − received − rejected (never below 0); null before receipt. */
export function shortOf(line: { expectedQuantity: string; receivedQuantity: string | null }): number | null {
  if (line.receivedQuantity === null) return null;
  return Math.max(Number(line.expectedQuantity) - Number(line.receivedQuantity), 0);
}
