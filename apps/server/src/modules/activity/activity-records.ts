import { RECORD_READ_RULES, entityTitleLabel, formatActivityValue, type ActivityEntity } from '@keel/domain';
import type { Db } from '../../db/client';
import { assertSidebar, type Actor } from '../access/access.service';
import { getNoonReport } from '../fleet/noon-report/noon-report.service';
import { CERTIFICATES, loadCertificate } from '../fleet/certificate/certificate.service';
import { getEvent } from '../operations/event/event.service';
import { DELIVERIES, loadDelivery } from '../purchasing/delivery/delivery.service';
import { getPurchaseOrder } from '../purchasing/purchase-order/purchase-order.service';
import { REQUISITIONS, loadRequisition } from '../purchasing/requisition/requisition.service';
import { PURCHASE_ORDERS, loadRfq } from '../purchasing/rfq/rfq.guard';
import { loadExchangeRate } from '../accounting/exchange-rate/exchange-rate.service';
import { loadBankAccount } from '../accounting/bank-account/bank-account.service';
import { loadExpense } from '../accounting/expense/expense.service';
import { loadJob } from '../pms/job/job.service';
import { loadSparePart } from '../pms/spare-part/spare-part.service';
import { loadBill } from '../accounting/bill/bill.service';
import { loadInvoice } from '../accounting/invoice/invoice.service';
import { loadDocumentForRead } from '../dms/document/document.service';
import { getDcr } from '../dms/dcr/dcr.service';

/** A record whose activity is read or added to, after the actor's access to it was checked. */
export interface OpenedRecord {
  entity: ActivityEntity;
  id: string;
  shipId: string | null;
  /** "Requisition REQ-2026-0012", "Noon report 2026/11/24 12:00". */
  title: string;
}

/**
 * Opens a record for its activity card with the record's own read check, through its module's
 * service: the area's sidebar permission, 404 for an unknown record, 403 for a ship outside the
 * actor's scope (a master sees only his ship) or a missing detail action (RFQs, purchase orders).
 */
export async function openRecord(
  db: Db,
  actor: Actor,
  entity: ActivityEntity,
  id: string,
): Promise<OpenedRecord> {
  assertSidebar(actor, RECORD_READ_RULES[entity]?.sidebar ?? []);
  const label = entityTitleLabel(entity);
  switch (entity) {
    case 'requisition': {
      assertSidebar(actor, [REQUISITIONS]);
      const row = await loadRequisition(db, actor, id);
      return { entity, id, shipId: row.shipId, title: `${label} ${row.number}` };
    }
    case 'rfq': {
      assertSidebar(actor, [PURCHASE_ORDERS]);
      const row = await loadRfq(db, actor, id, 'get_vendor_rfq_overview');
      return { entity, id, shipId: row.shipId, title: `${label} ${row.number}` };
    }
    case 'purchase_order': {
      const order = await getPurchaseOrder(db, actor, id);
      return { entity, id, shipId: order.shipId, title: `${label} ${order.number}` };
    }
    case 'delivery': {
      assertSidebar(actor, [DELIVERIES]);
      const row = await loadDelivery(db, actor, id);
      return { entity, id, shipId: row.shipId, title: `${label} ${row.number}` };
    }
    case 'certificate': {
      assertSidebar(actor, [CERTIFICATES]);
      const row = await loadCertificate(db, actor, id);
      return { entity, id, shipId: row.shipId, title: `${label} ${row.name}` };
    }
    case 'event': {
      const event = await getEvent(db, actor, id);
      return { entity, id, shipId: event.shipId, title: `${label} ${event.title}` };
    }
    case 'noon_report': {
      const report = await getNoonReport(db, actor, id);
      return {
        entity,
        id,
        shipId: report.shipId,
        title: `${label} ${formatActivityValue(report.reportTime) ?? report.reportTime}`,
      };
    }
    case 'exchange_rate': {
      const rate = await loadExchangeRate(db, actor, id);
      return {
        entity,
        id,
        shipId: null,
        title: `${label} ${rate.fromCurrency}→${rate.toCurrency} ${rate.date}`,
      };
    }
    case 'bank_account': {
      const account = await loadBankAccount(db, actor, id);
      return { entity, id, shipId: null, title: `${label} ${account.bankName} (${account.ownerName})` };
    }
    case 'expense': {
      const expense = await loadExpense(db, actor, id);
      return {
        entity,
        id,
        shipId: expense.shipId,
        title: `${label} ${expense.expenseDate} ${expense.description}`,
      };
    }
    case 'pms_job': {
      const job = await loadJob(db, actor, id, 'read');
      return { entity, id, shipId: job.shipId, title: `${label} ${job.title}` };
    }
    case 'bill': {
      const bill = await loadBill(db, actor, id);
      return { entity, id, shipId: bill.shipId, title: `${label} ${bill.number}` };
    }
    case 'invoice': {
      const invoice = await loadInvoice(db, actor, id);
      return { entity, id, shipId: invoice.shipId, title: `${label} ${invoice.number ?? 'draft'}` };
    }
    case 'dms-document': {
      const document = await loadDocumentForRead(db, actor, id);
      return { entity, id, shipId: null, title: `${label} ${document.number} ${document.title}` };
    }
    case 'dms-dcr': {
      const dcr = await getDcr(db, actor, id);
      return { entity, id, shipId: dcr.shipId, title: `${label} ${dcr.number}` };
    }
    case 'spare_part': {
      const part = await loadSparePart(db, actor, id);
      return { entity, id, shipId: part.shipId, title: `${label} ${part.partNumber} ${part.name}` };
    }
  }
}
