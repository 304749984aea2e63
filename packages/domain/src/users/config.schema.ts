import { z } from 'zod';
import { envelope } from '../common/page.schema';

/** ISO 4217 currency code. */
export const currencySchema = z.string().regex(/^[A-Z]{3}$/, 'currency must be a three-letter ISO 4217 code');

/** A ship family: a named group of ships (spec §3 "Ship groups"). */
export const shipFamilySchema = z.object({
  name: z.string().trim().min(1, 'family name is required').max(80),
  shipIds: z.array(z.uuid('shipIds must hold valid ids')).max(200),
});
/** A ship family. */
export type ShipFamily = z.infer<typeof shipFamilySchema>;

/** Company settings as the API returns them. */
export const companyConfigSchema = z.object({
  companyName: z.string(),
  baseCurrency: z.string(),
  /** Where vendors send invoices, one line per address line; printed on purchase orders. */
  invoiceAddress: z.string().default(''),
  shipFamilies: z.array(shipFamilySchema),
  /** The company's own VAT id (compact form), printed on invoices and credit notes; null when none. */
  vatId: z.string().nullable().default(null),
  /** Three-way match: unit-price tolerance in per cent; null = the server default (2). */
  billTolerancePercent: z.string().nullable().default(null),
  /** Three-way match: unit-price tolerance per unit in the bill's currency; null = the server default (0). */
  billToleranceAbsolute: z.string().nullable().default(null),
  updatedAt: z.string(),
  version: z.number().int(),
});
/** Company settings. */
export type CompanyConfig = z.infer<typeof companyConfigSchema>;

/** `{ data: settings }`: answer of `GET` and `PUT /api/v1/config/`. */
export const companyConfigResponseSchema = envelope(companyConfigSchema);
