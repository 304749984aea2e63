import type { CreateInvoiceInput, InvoiceDetail, InvoiceSource } from '@keel/domain';

/** A line being edited (`key` is local; `exchangeRate` '' = the dated rate of the invoice date). */
export interface DraftLine {
  key: string;
  sourceType: 'expense' | 'bill_line' | 'free';
  sourceId: string | null;
  title: string;
  amount: string;
  currency: string;
  exchangeRate: string;
  markupPercent: string;
}

/** A group being edited. */
export interface DraftGroup {
  key: string;
  title: string;
  lines: DraftLine[];
}

/** The editor's whole state (spec §3 "Invoice UI state": selected groups and their lines). */
export interface InvoiceDraft {
  shipId: string;
  customerId: string;
  currency: string;
  invoiceDate: string;
  dueDate: string;
  vatRate: string;
  reference: string;
  notes: string;
  groups: DraftGroup[];
}

let counter = 0;
/** A fresh local key. */
export const newKey = () => `k${(counter += 1)}`;

/** An empty draft dated today. */
export function emptyDraft(today: string): InvoiceDraft {
  return {
    shipId: '',
    customerId: '',
    currency: 'USD',
    invoiceDate: today,
    dueDate: '',
    vatRate: '0',
    reference: '',
    notes: '',
    groups: [{ key: newKey(), title: 'Costs', lines: [] }],
  };
}

/** The editor's state of a saved draft: manual rates kept, dated rates left to the server. */
export function draftOf(invoice: InvoiceDetail): InvoiceDraft {
  return {
    shipId: invoice.shipId,
    customerId: invoice.customerId,
    currency: invoice.currency,
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    vatRate: invoice.vatRate,
    reference: invoice.reference,
    notes: invoice.notes,
    groups: invoice.groups.map((g) => ({
      key: g.id,
      title: g.title,
      lines: g.lines.map((l) => ({
        key: l.id,
        sourceType: l.sourceType,
        sourceId: l.sourceId,
        title: l.title,
        amount: l.amount,
        currency: l.currency,
        exchangeRate: l.rateSource === 'manual' ? l.exchangeRate : '',
        markupPercent: l.markupPercent,
      })),
    })),
  };
}

/** A line for a picked source (its amount and currency come from the source). */
export function lineOfSource(source: InvoiceSource, markupPercent = '0'): DraftLine {
  return {
    key: newKey(),
    sourceType: source.sourceType,
    sourceId: source.sourceId,
    title: source.title.slice(0, 200),
    amount: source.amount,
    currency: source.currency,
    exchangeRate: '',
    markupPercent,
  };
}

/** The request body of a draft. */
export function bodyOf(draft: InvoiceDraft): CreateInvoiceInput {
  return {
    shipId: draft.shipId,
    customerId: draft.customerId,
    currency: draft.currency,
    invoiceDate: draft.invoiceDate,
    dueDate: draft.dueDate || null,
    vatRate: draft.vatRate || '0',
    reference: draft.reference,
    notes: draft.notes,
    groups: draft.groups.map((g) => ({
      title: g.title,
      lines: g.lines.map((l) => ({
        sourceType: l.sourceType,
        sourceId: l.sourceId,
        title: l.title,
        amount: l.amount,
        currency: l.currency,
        exchangeRate: l.exchangeRate || null,
        markupPercent: l.markupPercent || '0',
      })),
    })),
  };
}
