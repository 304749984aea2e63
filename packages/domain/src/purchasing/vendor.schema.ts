import { z } from 'zod';
import { contactListSchema, contactSchema, isPhoneNumber } from '../common/contact.schema';
import { countryCodeSchema } from '../common/country';
import { iso4217Schema } from '../common/currency-code';
import { envelope, listQuerySchema, pagedEnvelope, versionSchema } from '../common/page.schema';
import { locodeSchema } from '../operations/locode';
import {
  activeFilterSchema,
  addressLinesSchema,
  citySchema,
  nullableText,
  partyEmailSchema,
  partyNameSchema,
  partyNotesSchema,
  partyRatingSchema,
  patchNullableText,
  PARTY_LIMITS,
  portListSchema,
} from './purchasing-party.schema';

/** What a vendor supplies (DOMAIN "Vendor / agent"); RFQs are sent to vendors of the right category. */
export const VENDOR_CATEGORY_LABELS = {
  deck_stores: 'Deck stores',
  engine_spares: 'Engine spares',
  provisions: 'Provisions',
  chemicals: 'Chemicals',
  safety_equipment: 'Safety equipment',
  chandlery: 'Chandlery',
  lubricants: 'Lubricants',
  electrical: 'Electrical',
  cabin_stores: 'Cabin stores',
  technical_services: 'Technical services',
} as const;
/** A supply category of a vendor. */
export type VendorCategory = keyof typeof VENDOR_CATEGORY_LABELS;
/** Every supply category, in display order. */
export const VENDOR_CATEGORIES = Object.keys(VENDOR_CATEGORY_LABELS) as [VendorCategory, ...VendorCategory[]];

/** Payment terms a new vendor gets unless told otherwise (net 30 days). */
export const DEFAULT_VENDOR_PAYMENT_TERMS_DAYS = 30;
/** Longest payment term in days. */
export const MAX_PAYMENT_TERMS_DAYS = 365;

/** Sortable fields of the vendors list. */
export const VENDOR_SORT_FIELDS = [
  'name',
  'code',
  'country',
  'city',
  'rating',
  'currency',
  'createdAt',
  'updatedAt',
] as const;
/** A sortable field of the vendors list. */
export type VendorSortField = (typeof VENDOR_SORT_FIELDS)[number];

/**
 * A vendor's short code, unique in the company: 2–20 capital letters, digits and hyphens, starting with
 * a letter or digit, e.g. `NMS-RTM`. Lower case is raised.
 */
export const vendorCodeSchema = z
  .string({ error: 'code is required' })
  .trim()
  .toUpperCase()
  .min(2, 'code must be 2 to 20 letters, digits or hyphens, such as NMS-RTM')
  .max(20, 'code must be 2 to 20 letters, digits or hyphens, such as NMS-RTM')
  .regex(/^[A-Z0-9][A-Z0-9-]*$/, 'code must be 2 to 20 letters, digits or hyphens, such as NMS-RTM');

const categoryListSchema = z
  .array(z.enum(VENDOR_CATEGORIES, { error: `categories must be among ${VENDOR_CATEGORIES.join(', ')}` }), {
    error: 'categories must be a list',
  })
  .min(1, 'categories needs at least one category the vendor supplies')
  .transform((list) =>
    [...new Set(list)].sort((a, b) => VENDOR_CATEGORIES.indexOf(a) - VENDOR_CATEGORIES.indexOf(b)),
  );

const paymentTermsSchema = z
  .number({ error: `paymentTermsDays must be a whole number of days from 0 to ${MAX_PAYMENT_TERMS_DAYS}` })
  .int(`paymentTermsDays must be a whole number of days from 0 to ${MAX_PAYMENT_TERMS_DAYS}`)
  .min(0, `paymentTermsDays must be a whole number of days from 0 to ${MAX_PAYMENT_TERMS_DAYS}`)
  .max(
    MAX_PAYMENT_TERMS_DAYS,
    `paymentTermsDays must be a whole number of days from 0 to ${MAX_PAYMENT_TERMS_DAYS}`,
  );

/** An optional telephone number (null when empty). */
export function optionalPhoneSchema(field = 'phone') {
  return nullableText(field, PARTY_LIMITS.phone).refine((v) => v === null || isPhoneNumber(v), {
    message: `${field} must be a telephone number such as +31 10 252 1000 (6–15 digits)`,
  });
}

/** Body of `POST /api/v1/purchasing/vendors/`. */
export const createVendorSchema = z.object({
  name: partyNameSchema('name'),
  code: vendorCodeSchema,
  categories: categoryListSchema,
  ports: portListSchema.default([]),
  addressLines: addressLinesSchema,
  city: citySchema,
  postalCode: nullableText('postalCode', PARTY_LIMITS.postalCode),
  country: countryCodeSchema('country'),
  currency: iso4217Schema('currency'),
  paymentTermsDays: paymentTermsSchema.default(DEFAULT_VENDOR_PAYMENT_TERMS_DAYS),
  email: partyEmailSchema('email'),
  phone: optionalPhoneSchema('phone'),
  rating: partyRatingSchema.default(null),
  notes: partyNotesSchema.default(''),
  contacts: contactListSchema.default([]),
});
/** A new vendor as a form holds it. */
export type CreateVendorInput = z.input<typeof createVendorSchema>;
/** A new vendor after validation. */
export type CreateVendor = z.output<typeof createVendorSchema>;

/**
 * Body of `PATCH /api/v1/purchasing/vendors/:id`: the changed fields and the version read. `ports`,
 * `categories` and `contacts` replace the whole list; `active: false` deactivates the vendor (no new
 * RFQs or orders go to it), `active: true` activates it again.
 */
export const updateVendorSchema = z.object({
  version: versionSchema,
  name: partyNameSchema('name').optional(),
  code: vendorCodeSchema.optional(),
  categories: categoryListSchema.optional(),
  ports: portListSchema.optional(),
  addressLines: addressLinesSchema.optional(),
  city: citySchema.optional(),
  postalCode: patchNullableText('postalCode', PARTY_LIMITS.postalCode),
  country: countryCodeSchema('country').optional(),
  currency: iso4217Schema('currency').optional(),
  paymentTermsDays: paymentTermsSchema.optional(),
  email: partyEmailSchema('email').optional(),
  phone: patchNullableText('phone', PARTY_LIMITS.phone).refine((v) => v == null || isPhoneNumber(v), {
    message: 'phone must be a telephone number such as +31 10 252 1000 (6–15 digits)',
  }),
  rating: partyRatingSchema.optional(),
  notes: partyNotesSchema.optional(),
  contacts: contactListSchema.optional(),
  active: z.boolean({ error: 'active must be true or false' }).optional(),
});
/** Vendor changes as sent. */
export type UpdateVendorInput = z.input<typeof updateVendorSchema>;
/** Vendor changes after validation. */
export type UpdateVendor = z.output<typeof updateVendorSchema>;

const portSchema = z.object({ locode: z.string(), portName: z.string() });

/** A vendor as the API returns it. */
export const vendorSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  categories: z.array(z.enum(VENDOR_CATEGORIES)),
  ports: z.array(portSchema),
  addressLines: z.array(z.string()),
  city: z.string(),
  postalCode: z.string().nullable(),
  country: z.string(),
  currency: z.string(),
  paymentTermsDays: z.number().int(),
  email: z.string(),
  phone: z.string().nullable(),
  rating: z.number().int().nullable(),
  notes: z.string(),
  active: z.boolean(),
  contacts: z.array(contactSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
/** A vendor: a company that quotes, sells and delivers to the ships. */
export type Vendor = z.infer<typeof vendorSchema>;

/** Query of the vendors list: search on name, code, e-mail and city; filters; sort; paging. */
export const vendorListQuerySchema = listQuerySchema.extend({
  active: activeFilterSchema,
  category: z
    .enum(VENDOR_CATEGORIES, { error: `category must be one of ${VENDOR_CATEGORIES.join(', ')}` })
    .optional(),
  port: locodeSchema('port').optional(),
  country: countryCodeSchema('country').optional(),
});
/** Vendors list query. */
export type VendorListQuery = z.infer<typeof vendorListQuerySchema>;

/** `{ data: vendor }`. */
export const vendorResponseSchema = envelope(vendorSchema);
/** `{ data: vendors, page }`: answer of `GET /api/v1/purchasing/vendors/`. */
export const vendorListResponseSchema = pagedEnvelope(vendorSchema);
