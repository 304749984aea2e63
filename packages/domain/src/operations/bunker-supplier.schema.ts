import { z } from 'zod';
import { contactListSchema, contactSchema } from '../common/contact.schema';
import { countryCodeSchema } from '../common/country';
import { envelope, listQuerySchema, pagedEnvelope, versionSchema } from '../common/page.schema';
import { bunkerPriceSchema, fuelGradeSchema } from './bunker-price.schema';
import { locodeSchema } from './locode';

/** Limits of the bunker supplier fields. */
export const BUNKER_SUPPLIER_LIMITS = {
  name: 160,
  website: 300,
  notes: 4000,
  portName: 80,
  ports: 60,
} as const;

/** Sortable fields of the bunker suppliers list. */
export const BUNKER_SUPPLIER_SORT_FIELDS = [
  'name',
  'country',
  'rating',
  'portCount',
  'createdAt',
  'updatedAt',
] as const;
/** A sortable field of the bunker suppliers list. */
export type BunkerSupplierSortField = (typeof BUNKER_SUPPLIER_SORT_FIELDS)[number];

const nameSchema = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(BUNKER_SUPPLIER_LIMITS.name, `name must be at most ${BUNKER_SUPPLIER_LIMITS.name} characters`);

/**
 * A web address: `https://` is added when the scheme is left out; only http(s) addresses are taken;
 * an empty text is null (no website).
 */
export const websiteSchema = z
  .string({ error: 'website must be a web address such as https://www.example.com' })
  .trim()
  .max(BUNKER_SUPPLIER_LIMITS.website, `website must be at most ${BUNKER_SUPPLIER_LIMITS.website} characters`)
  .transform((v) => (v ? (/^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`) : null))
  .refine((v) => v === null || isWebAddress(v), {
    message: 'website must be a web address such as https://www.example.com',
  });

/** True for an absolute http(s) URL with a dotted host name, e.g. `https://www.example.com/bunkers`. */
export function isWebAddress(value: string): boolean {
  return /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/i.test(
    value,
  );
}

/** A rating from 1 (poor) to 5 (excellent); null for not rated. */
export const ratingSchema = z
  .number({ error: 'rating must be a whole number from 1 to 5' })
  .int('rating must be a whole number from 1 to 5')
  .min(1, 'rating must be a whole number from 1 to 5')
  .max(5, 'rating must be a whole number from 1 to 5')
  .nullable();

const notesSchema = z
  .string()
  .trim()
  .max(BUNKER_SUPPLIER_LIMITS.notes, `notes must be at most ${BUNKER_SUPPLIER_LIMITS.notes} characters`);

/** A port the supplier delivers in: UN/LOCODE and the port's name. */
export const supplierPortInputSchema = z.object({
  locode: locodeSchema('locode'),
  portName: z
    .string({ error: 'portName is required' })
    .trim()
    .min(1, 'portName is required')
    .max(
      BUNKER_SUPPLIER_LIMITS.portName,
      `portName must be at most ${BUNKER_SUPPLIER_LIMITS.portName} characters`,
    ),
});
/** A served port as sent. */
export type SupplierPortInput = z.input<typeof supplierPortInputSchema>;
/** A served port. */
export type SupplierPort = z.output<typeof supplierPortInputSchema>;

/** The ports a supplier serves: each LOCODE once. */
export const supplierPortListSchema = z
  .array(supplierPortInputSchema)
  .max(BUNKER_SUPPLIER_LIMITS.ports, `ports must hold at most ${BUNKER_SUPPLIER_LIMITS.ports} ports`)
  .superRefine((ports, ctx) => {
    const seen = new Set<string>();
    ports.forEach((port, index) => {
      if (seen.has(port.locode))
        ctx.addIssue({
          code: 'custom',
          path: [index, 'locode'],
          message: `locode ${port.locode} is listed twice`,
        });
      seen.add(port.locode);
    });
  });

/** Body of `POST /api/v1/bunker-suppliers/`. */
export const createBunkerSupplierSchema = z.object({
  name: nameSchema,
  country: countryCodeSchema('country'),
  website: websiteSchema.nullish().transform((v) => v ?? null),
  notes: notesSchema.default(''),
  rating: ratingSchema.default(null),
  ports: supplierPortListSchema.default([]),
  contacts: contactListSchema.default([]),
});
/** A new supplier as a form holds it. */
export type CreateBunkerSupplierInput = z.input<typeof createBunkerSupplierSchema>;
/** A new supplier after validation. */
export type CreateBunkerSupplier = z.output<typeof createBunkerSupplierSchema>;

/**
 * Body of `PATCH /api/v1/bunker-suppliers/:id`: changed fields plus the version read. `ports` and
 * `contacts` replace the whole list. A changed rating records who rated and when.
 */
export const updateBunkerSupplierSchema = z.object({
  version: versionSchema,
  name: nameSchema.optional(),
  country: countryCodeSchema('country').optional(),
  website: websiteSchema.nullable().optional(),
  notes: notesSchema.optional(),
  rating: ratingSchema.optional(),
  ports: supplierPortListSchema.optional(),
  contacts: contactListSchema.optional(),
});
/** Supplier changes as sent. */
export type UpdateBunkerSupplierInput = z.input<typeof updateBunkerSupplierSchema>;
/** Supplier changes after validation. */
export type UpdateBunkerSupplier = z.output<typeof updateBunkerSupplierSchema>;

const portSchema = z.object({ locode: z.string(), portName: z.string() });

/** The fields shared by a list row and the full supplier. */
const supplierBase = z.object({
  id: z.uuid(),
  name: z.string(),
  country: z.string(),
  website: z.string().nullable(),
  rating: z.number().int().nullable(),
  ratedByName: z.string().nullable(),
  ratedAt: z.string().nullable(),
  ports: z.array(portSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});

/** A row of the suppliers list: the grades it has prices for and how many contacts it has. */
export const bunkerSupplierSummarySchema = supplierBase.extend({
  grades: z.array(fuelGradeSchema),
  contactCount: z.number().int(),
});
/** A bunker supplier as the list shows it. */
export type BunkerSupplierSummary = z.infer<typeof bunkerSupplierSummarySchema>;

/** A bunker supplier with contacts and today's price per port and grade. */
export const bunkerSupplierSchema = supplierBase.extend({
  notes: z.string(),
  ratedById: z.string().nullable(),
  contacts: z.array(contactSchema),
  currentPrices: z.array(bunkerPriceSchema),
});
/** A bunker supplier. */
export type BunkerSupplier = z.infer<typeof bunkerSupplierSchema>;

/** Query of the suppliers list: search on name and port, filter by port and by priced grade. */
export const bunkerSupplierListQuerySchema = listQuerySchema.extend({
  port: locodeSchema('port').optional(),
  grade: fuelGradeSchema.optional(),
});
/** Suppliers list query. */
export type BunkerSupplierListQuery = z.infer<typeof bunkerSupplierListQuerySchema>;

/** A port served by any supplier, for the port filter. */
export const bunkerPortOptionSchema = z.object({
  locode: z.string(),
  portName: z.string(),
  supplierCount: z.number().int(),
});
/** A port of the port filter. */
export type BunkerPortOption = z.infer<typeof bunkerPortOptionSchema>;

/** `{ data: supplier }`. */
export const bunkerSupplierResponseSchema = envelope(bunkerSupplierSchema);
/** `{ data: suppliers, page }`. */
export const bunkerSupplierListResponseSchema = pagedEnvelope(bunkerSupplierSummarySchema);
/** `{ data: ports }`: answer of `GET /api/v1/bunker-suppliers/ports/`. */
export const bunkerPortOptionsResponseSchema = envelope(z.array(bunkerPortOptionSchema));
