import { z } from 'zod';
import { checkCompanyVatId } from '../accounting/vat-id';
import { versionSchema } from '../common/page.schema';
import { compareDecimal } from '../money/decimal';
import { currencySchema, shipFamilySchema } from './config.schema';

/*
 * The body of a company-settings change, apart from the settings' answer (config.schema.ts): every signed-in
 * screen reads the answer, only the settings screen writes, and the VAT id and decimal rules stay out of the
 * signed-in frame's code (bundle budget, docs/bundle-budget-and-first-load.md).
 */

/** A family in a settings change: the family, and the name it had when the settings were read (absent: new). */
export const shipFamilyUpdateSchema = shipFamilySchema.extend({
  previousName: z.string().trim().min(1).max(80).optional(),
});

/** Body of `PUT /api/v1/config/`. */
export const updateCompanyConfigSchema = z
  .object({
    version: versionSchema,
    companyName: z.string().trim().min(1, 'companyName is required').max(200),
    baseCurrency: currencySchema,
    /** Left out: the address stays as it is. */
    invoiceAddress: z.string().trim().max(500, 'invoiceAddress must be at most 500 characters').optional(),
    /**
     * Each family may say the name it had when the screen loaded it (`previousName`): a family whose name
     * changed is a rename, and the documents and PMS catalogues naming it follow (docs: config).
     */
    shipFamilies: z.array(shipFamilyUpdateSchema).max(50),
    /** Left out: unchanged; null or empty: none. Stored compact (`DE 123 456 789` → `DE123456789`). */
    vatId: z
      .string()
      .max(60, 'vatId must be at most 60 characters')
      .nullable()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return undefined;
        const checked = checkCompanyVatId(value);
        if (checked.ok) return checked.value;
        ctx.addIssue({ code: 'custom', message: checked.message });
        return z.NEVER;
      }),
    /** Left out: unchanged; null: the server default. 0 to 100, at most 4 decimals. */
    billTolerancePercent: z
      .string()
      .trim()
      .regex(
        /^\d{1,3}(\.\d{1,4})?$/,
        'billTolerancePercent must be a number from 0 to 100, at most 4 decimals',
      )
      .refine((v) => compareDecimal(v, '100') <= 0, 'billTolerancePercent must be at most 100')
      .nullable()
      .optional(),
    /** Left out: unchanged; null: the server default. 0 or more, at most 4 decimals. */
    billToleranceAbsolute: z
      .string()
      .trim()
      .regex(
        /^\d{1,12}(\.\d{1,4})?$/,
        'billToleranceAbsolute must be an amount of 0 or more, at most 4 decimals',
      )
      .nullable()
      .optional(),
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
