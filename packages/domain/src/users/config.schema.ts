import { z } from 'zod';
import { envelope, versionSchema } from '../common/page.schema';

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
  updatedAt: z.string(),
  version: z.number().int(),
});
/** Company settings. */
export type CompanyConfig = z.infer<typeof companyConfigSchema>;

/** Body of `PUT /api/v1/config/`. */
export const updateCompanyConfigSchema = z
  .object({
    version: versionSchema,
    companyName: z.string().trim().min(1, 'companyName is required').max(200),
    baseCurrency: currencySchema,
    /** Left out: the address stays as it is. */
    invoiceAddress: z.string().trim().max(500, 'invoiceAddress must be at most 500 characters').optional(),
    shipFamilies: z.array(shipFamilySchema).max(50),
  })
  .superRefine((value, ctx) => {
    const names = new Set<string>();
    const ships = new Set<string>();
    value.shipFamilies.forEach((family, i) => {
      if (names.has(family.name.toLowerCase()))
        ctx.addIssue({
          code: 'custom',
          path: ['shipFamilies', i, 'name'],
          message: 'family names must be unique',
        });
      names.add(family.name.toLowerCase());
      for (const id of family.shipIds) {
        if (ships.has(id))
          ctx.addIssue({
            code: 'custom',
            path: ['shipFamilies', i, 'shipIds'],
            message: 'a ship belongs to one family only',
          });
        ships.add(id);
      }
    });
  });
/** Company settings change. */
export type UpdateCompanyConfig = z.infer<typeof updateCompanyConfigSchema>;

/** `{ data: settings }`: answer of `GET` and `PUT /api/v1/config/`. */
export const companyConfigResponseSchema = envelope(companyConfigSchema);
