import { z } from 'zod';
import { contactListSchema, contactSchema } from '../common/contact.schema';
import { countryCodeSchema } from '../common/country';
import { iso4217Schema } from '../common/currency-code';
import { envelope, listQuerySchema, pagedEnvelope, versionSchema } from '../common/page.schema';
import { checkTaxId, MAX_TAX_ID_LENGTH } from './vat-id';

/** Limits of the customer fields. */
export const CUSTOMER_LIMITS = {
  name: 160,
  addressLine: 120,
  addressLines: 3,
  city: 80,
  postalCode: 20,
  notes: 2000,
  paymentTermsDays: 365,
} as const;

/** Payment terms a new customer gets unless told otherwise (net 30). */
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;

/** Sortable fields of the customers list. */
export const CUSTOMER_SORT_FIELDS = [
  'name',
  'country',
  'city',
  'currency',
  'paymentTermsDays',
  'createdAt',
  'updatedAt',
] as const;
/** A sortable field of the customers list. */
export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];

const nameSchema = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(CUSTOMER_LIMITS.name, `name must be at most ${CUSTOMER_LIMITS.name} characters`);

/** Address lines: blank lines are dropped, at least one must remain. */
const addressLinesSchema = z
  .array(
    z
      .string()
      .trim()
      .max(
        CUSTOMER_LIMITS.addressLine,
        `address lines must be at most ${CUSTOMER_LIMITS.addressLine} characters`,
      ),
    { error: 'addressLines must be a list of lines' },
  )
  .max(CUSTOMER_LIMITS.addressLines, `addressLines must hold at most ${CUSTOMER_LIMITS.addressLines} lines`)
  .transform((lines) => lines.filter((l) => l !== ''))
  .refine((lines) => lines.length > 0, 'addressLines needs at least one line (street and number)');

const citySchema = z
  .string({ error: 'city is required' })
  .trim()
  .min(1, 'city is required')
  .max(CUSTOMER_LIMITS.city, `city must be at most ${CUSTOMER_LIMITS.city} characters`);

const postalCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .max(CUSTOMER_LIMITS.postalCode, `postalCode must be at most ${CUSTOMER_LIMITS.postalCode} characters`)
  .regex(/^[A-Z0-9 -]*$/, 'postalCode may hold letters, digits, spaces and hyphens only')
  .transform((v) => (v ? v : null));

const taxIdSchema = z
  .string()
  .trim()
  .max(MAX_TAX_ID_LENGTH, `taxId must be at most ${MAX_TAX_ID_LENGTH} characters`)
  .transform((v) => (v ? v : null));

const paymentTermsSchema = z
  .number({ error: 'paymentTermsDays must be a whole number of days from 0 to 365' })
  .int('paymentTermsDays must be a whole number of days from 0 to 365')
  .min(0, 'paymentTermsDays must be a whole number of days from 0 to 365')
  .max(CUSTOMER_LIMITS.paymentTermsDays, 'paymentTermsDays must be a whole number of days from 0 to 365');

const notesSchema = z
  .string()
  .trim()
  .max(CUSTOMER_LIMITS.notes, `notes must be at most ${CUSTOMER_LIMITS.notes} characters`);

/** The fields of a customer as a form or the API sends them, before the tax-id check. */
export const customerFieldsSchema = z.object({
  name: nameSchema,
  addressLines: addressLinesSchema,
  city: citySchema,
  postalCode: postalCodeSchema.nullish().transform((v) => v ?? null),
  country: countryCodeSchema('country'),
  taxId: taxIdSchema.nullish().transform((v) => v ?? null),
  currency: iso4217Schema('currency'),
  paymentTermsDays: paymentTermsSchema.default(DEFAULT_PAYMENT_TERMS_DAYS),
  notes: notesSchema.default(''),
  contacts: contactListSchema.default([]),
});

/**
 * Body of `POST /api/v1/customers/`. The tax id is checked against the country: an EU member state's
 * VAT id format (stored compact, with its prefix), free text elsewhere (see {@link checkTaxId}).
 */
export const createCustomerSchema = customerFieldsSchema
  .refine((value) => checkTaxId(value.country, value.taxId).ok, {
    path: ['taxId'],
    error: (issue) => {
      const value = issue.input as { country: string; taxId: string | null };
      const tax = checkTaxId(value.country, value.taxId);
      return tax.ok ? 'taxId is invalid' : tax.message;
    },
    // Checked even when other fields are wrong, as long as country and tax id themselves are fine.
    when: (payload) => {
      const value = payload.value as { country?: unknown; taxId?: unknown } | undefined;
      const fieldIssue = payload.issues.some((i) => i.path?.[0] === 'country' || i.path?.[0] === 'taxId');
      return (
        !fieldIssue &&
        typeof value?.country === 'string' &&
        (value.taxId === null || typeof value.taxId === 'string')
      );
    },
  })
  .transform((value) => {
    const tax = checkTaxId(value.country, value.taxId);
    return { ...value, taxId: tax.ok ? tax.value : value.taxId };
  });
/** A new customer as a form holds it. */
export type CreateCustomerInput = z.input<typeof createCustomerSchema>;
/** A new customer after validation. */
export type CreateCustomer = z.output<typeof createCustomerSchema>;

/**
 * Body of `PATCH /api/v1/customers/:id`: changed fields plus the version read; `contacts` replaces the
 * whole list; `active: false` deactivates. The server checks the tax id against the resulting country.
 */
export const updateCustomerSchema = z.object({
  version: versionSchema,
  name: nameSchema.optional(),
  addressLines: addressLinesSchema.optional(),
  city: citySchema.optional(),
  postalCode: postalCodeSchema.nullable().optional(),
  country: countryCodeSchema('country').optional(),
  taxId: taxIdSchema.nullable().optional(),
  currency: iso4217Schema('currency').optional(),
  paymentTermsDays: paymentTermsSchema.optional(),
  notes: notesSchema.optional(),
  active: z.boolean({ error: 'active must be true or false' }).optional(),
  contacts: contactListSchema.optional(),
});
/** Customer changes as sent. */
export type UpdateCustomerInput = z.input<typeof updateCustomerSchema>;
/** Customer changes after validation. */
export type UpdateCustomer = z.output<typeof updateCustomerSchema>;

/** A customer as the API returns it. */
export const customerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  addressLines: z.array(z.string()),
  city: z.string(),
  postalCode: z.string().nullable(),
  country: z.string(),
  taxId: z.string().nullable(),
  currency: z.string(),
  paymentTermsDays: z.number().int(),
  notes: z.string(),
  active: z.boolean(),
  contacts: z.array(contactSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
/** A customer (charterer, pool operator, owner billed for services). */
export type Customer = z.infer<typeof customerSchema>;

/** Query of the customers list: search on name, city and tax id; active filter; sort; paging. */
export const customerListQuerySchema = listQuerySchema.extend({
  active: z.enum(['true', 'false'], { error: 'active must be true or false' }).optional(),
  country: countryCodeSchema('country').optional(),
});
/** Customers list query. */
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

/** `{ data: customer }`. */
export const customerResponseSchema = envelope(customerSchema);
/** `{ data: customers, page }`: answer of `GET /api/v1/customers/`. */
export const customerListResponseSchema = pagedEnvelope(customerSchema);
